import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
  FILE_SIZE_MAX_BYTES,
  FILES_PER_UPLOAD_MAX,
  formatMessage,
  HEADERS,
  IMAGE_DIMENSION_MAX_PX,
  messages,
  UPLOAD_REQUEST_BYTES_MAX,
  type UploadedFile,
} from '@harvest/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisationIds, signInDemo, type Headers } from '../../../test/api-calls';
import { countRows } from '../../../test/auth-helpers';
import type { Principal } from '../../platform/auth/principal';
import { LocalFileStore } from '../../platform/files/local-file-store';
import { FilesService } from './service';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartBody, type MultipartPart } from '../../../test/multipart';

const textFile = (filename: string, text: string, contentType = 'text/plain'): MultipartPart => ({
  name: 'file',
  filename,
  data: Buffer.from(text, 'utf8'),
  contentType,
});

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('files: upload, download and delete (spec platform §3, §5, §7, §9)', () => {
  let t: TestApp;
  let dataDir: string;
  let who: Record<'farmer' | 'buyer' | 'admin', Headers>;
  let orgs: Awaited<ReturnType<typeof demoOrganisationIds>>;

  const storeDir = () => join(dataDir, 'files');
  const tempDir = () => join(dataDir, 'tmp', 'uploads');

  function upload(
    headers: Headers,
    fields: Record<string, string | string[]>,
    files: MultipartPart[],
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const parts: MultipartPart[] = [
      ...Object.entries(fields).flatMap(([name, value]) => [value].flat().map((v) => ({ name, value: v }))),
      ...files,
    ];
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/system/files',
      payload,
      headers: { ...headers, 'content-type': contentType, ...extraHeaders },
    });
  }

  /** Sends the parts in the order given (fields and files mixed as the test wants). */
  function send(headers: Headers, parts: MultipartPart[], extraHeaders: Record<string, string> = {}) {
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/system/files',
      payload,
      headers: { ...headers, 'content-type': contentType, ...extraHeaders },
    });
  }

  async function uploadOne(headers: Headers, fields: Record<string, string | string[]>, file: MultipartPart) {
    const reply = await upload(headers, fields, [file]);
    expect(reply.statusCode, reply.body).toBe(201);
    return (reply.json().data as UploadedFile[])[0]!;
  }

  const download = (headers: Headers, id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/system/files/${id}${query}`, headers });
  const remove = (headers: Headers, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/system/files/${id}`, headers });

  /** A refused upload writes no row, puts nothing in the store and leaves no temporary file. */
  async function expectNothingStored(refused: () => Promise<void>) {
    const before = await countRows(t, ['files']);
    const storedBefore = await filesUnder(storeDir());
    await refused();
    expect(await countRows(t, ['files'])).toEqual(before);
    expect(await filesUnder(storeDir())).toEqual(storedBefore);
    expect(await filesUnder(tempDir())).toEqual([]);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'harvest-files-api-'));
    t = await buildTestApp({ dataDir });
    await t.seedDemo();
    who = await signInDemo(t, 'farmer', 'buyer', 'admin');
    orgs = await demoOrganisationIds(t);
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uploads and downloads the same bytes, named in content-disposition (a non-ASCII name included)', async () => {
    const csv = 'Field,Crop,Tonnes\nTop Field,Wheat,82.5\nLong Acre,Barley,61\n';
    const reply = await upload(who.farmer, { bucket: 'files', type: 'weighbridge' }, [
      textFile('Récolte – blé 2026.csv', csv, 'text/csv'),
    ]);
    expect(reply.statusCode, reply.body).toBe(201);
    const [file] = reply.json().data as UploadedFile[];
    expect(file).toMatchObject({
      name: 'Récolte – blé 2026.csv',
      contentType: 'text/csv',
      sizeBytes: Buffer.byteLength(csv),
      bucket: 'files',
      type: 'weighbridge',
      organisationId: orgs.hillside,
      width: null,
      height: null,
      url: `/api/system/files/${file!.id}`,
    });

    const got = await download(who.farmer, file!.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.toString('utf8')).toBe(csv);
    expect(got.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Recolte _ ble 2026.csv"; filename*=UTF-8''R%C3%A9colte%20%E2%80%93%20bl%C3%A9%202026.csv`,
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const inline = await download(who.farmer, file!.id, '?inline=true');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; /);
  });

  it('sends a compressed download whole when the client accepts gzip', async () => {
    const csv = 'Field,Crop,Tonnes\n'.concat('Top Field,Wheat,82.5\n'.repeat(400));
    const file = await uploadOne(who.farmer, { bucket: 'files', type: 'misc' }, textFile('yields.csv', csv));
    const got = await download({ ...who.farmer, 'accept-encoding': 'gzip' }, file.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(got.rawPayload).toString('utf8')).toBe(csv);
  });

  it('takes a file of 10 MB exactly', async () => {
    const reply = await upload(who.farmer, { bucket: 'files', type: 'misc', name: 'ten.txt' }, [
      { name: 'file', filename: 'ten.txt', data: Buffer.alloc(FILE_SIZE_MAX_BYTES, 'a'), contentType: 'text/plain' },
    ]);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data[0].sizeBytes).toBe(FILE_SIZE_MAX_BYTES);
    expect(await filesUnder(tempDir())).toEqual([]);
  });

  it('refuses 10 MB + 1 byte with 413 and the 10 MB message, storing nothing (not even the good file before it)', async () => {
    await expectNothingStored(async () => {
      const reply = await upload(who.farmer, { bucket: 'files', type: 'misc' }, [
        textFile('fine.txt', 'a small file that was fine'),
        { name: 'file', filename: 'big.txt', data: Buffer.alloc(FILE_SIZE_MAX_BYTES + 1, 'a') },
      ]);
      expect(reply.statusCode, reply.body).toBe(413);
      expect(reply.json().message).toBe(messages.validation.fileTooLarge);
      expect(reply.json().message).toBe('Files can be up to 10 MB each');
    });
  });

  it('answers 413 over a real connection while the client is still sending, without reading the rest', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { payload, contentType } = multipartBody([
      { name: 'bucket', value: 'files' },
      { name: 'type', value: 'misc' },
      { name: 'file', filename: 'huge.txt', data: Buffer.alloc(0) },
    ]);
    // The body announces a 40 MB file; only its first part is sent before the answer is awaited.
    const closing = Buffer.from(payload.subarray(payload.lastIndexOf('\r\n--')));
    const opening = payload.subarray(0, payload.length - closing.length);
    const fileBytes = 40 * 1024 * 1024;
    const url = new URL('/api/system/files', address);
    const { status, body, sentBytes, connection } = await new Promise<{
      status: number;
      body: string;
      sentBytes: number;
      connection: string | undefined;
    }>((resolve, reject) => {
      let sent = 0;
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          ...who.farmer,
          'content-type': contentType,
          'content-length': String(opening.length + fileBytes + closing.length),
        },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            sentBytes: sent,
            connection: response.headers.connection,
          });
          request.destroy();
        });
      });
      request.on('error', (error) => (sent > 0 ? undefined : reject(error)));
      request.write(opening);
      const chunk = Buffer.alloc(256 * 1024, 'a');
      const pump = () => {
        while (sent < fileBytes && !request.destroyed) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
      };
      pump();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).message).toBe(messages.validation.fileTooLarge);
    expect(sentBytes).toBeLessThan(fileBytes);
    // The rest of the body is dropped unread and the connection is not kept for another request.
    expect(connection).toBe('close');
    expect(await filesUnder(tempDir())).toEqual([]);
  });

  it('refuses a request declaring more than the largest upload before reading it', async () => {
    const { payload, contentType } = multipartBody([{ name: 'bucket', value: 'files' }]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/system/files',
      payload,
      headers: { ...who.farmer, 'content-type': contentType, 'content-length': String(UPLOAD_REQUEST_BYTES_MAX + 1) },
    });
    expect(reply.statusCode).toBe(413);
  });

  it('refuses a spoofed type: text sent as image/png named logo.png is 415', async () => {
    await expectNothingStored(async () => {
      const reply = await upload(who.farmer, { bucket: 'images', type: 'logo' }, [
        textFile('logo.png', 'this is not a picture', 'image/png'),
      ]);
      expect(reply.statusCode, reply.body).toBe(415);
      expect(reply.json().message).toBe(messages.files.typeNotAllowed);
    });
  });

  it('takes a PNG for what its bytes are, whatever it is called', async () => {
    const file = await uploadOne(
      who.farmer,
      { bucket: 'files', type: 'sample' },
      {
        name: 'file',
        filename: 'sample-report.pdf',
        data: await png(40, 30),
        contentType: 'application/pdf',
      },
    );
    expect(file).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
  });

  it(`resizes a large logo to ${IMAGE_DIMENSION_MAX_PX} px on its longer side, in the same format`, async () => {
    const file = await uploadOne(
      who.farmer,
      { bucket: 'images', type: 'logo' },
      {
        name: 'file',
        filename: 'farm-logo.png',
        data: await png(3000, 1500),
        contentType: 'image/png',
      },
    );
    expect(file).toMatchObject({ contentType: 'image/png', width: 2000, height: 1000 });
    const stored = await download(who.farmer, file.id);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 2000, 1000]);
    expect(file.sizeBytes).toBe(stored.rawPayload.length);
  });

  it('turns a sideways phone photo upright (EXIF orientation) as it resizes an avatar', async () => {
    // Stored 1500 wide and 3000 high, with EXIF orientation 6: shown 3000 wide and 1500 high.
    const sideways = await sharp({ create: { width: 1500, height: 3000, channels: 3, background: '#c9a227' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = await uploadOne(
      who.farmer,
      { bucket: 'images', type: 'avatar' },
      {
        name: 'file',
        filename: 'me.jpg',
        data: sideways,
      },
    );
    expect(file).toMatchObject({ contentType: 'image/jpeg', width: 2000, height: 1000 });
    const stored = await sharp((await download(who.farmer, file.id)).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.orientation ?? 1]).toEqual(['jpeg', 2000, 1000, 1]);
  });

  it('leaves images of other categories at their own size', async () => {
    const file = await uploadOne(
      who.farmer,
      { bucket: 'files', type: 'image' },
      {
        name: 'file',
        filename: 'wide.png',
        data: await png(2400, 100),
      },
    );
    expect([file.width, file.height]).toEqual([2400, 100]);
  });

  it(`takes up to ${FILES_PER_UPLOAD_MAX} files at once and refuses one more with the count message`, async () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => textFile(`ticket-${i}.txt`, `ticket ${i}`));
    const ten = await upload(who.farmer, { bucket: 'files', type: 'weighbridge' }, files(FILES_PER_UPLOAD_MAX));
    expect(ten.statusCode, ten.body).toBe(201);
    expect((ten.json().data as UploadedFile[]).map((f) => f.name)).toEqual(
      files(FILES_PER_UPLOAD_MAX).map((f) => ('filename' in f ? f.filename : '')),
    );
    await expectNothingStored(async () => {
      const eleven = await upload(
        who.farmer,
        { bucket: 'files', type: 'weighbridge' },
        files(FILES_PER_UPLOAD_MAX + 1),
      );
      expect(eleven.statusCode, eleven.body).toBe(413);
      expect(eleven.json().message).toBe(formatMessage(messages.files.tooMany, { max: FILES_PER_UPLOAD_MAX }));
    });
  });

  it('checks the fields: the bucket must suit the type, each field is named, a file is needed', async () => {
    await expectNothingStored(async () => {
      const wrongBucket = await upload(who.farmer, { bucket: 'files', type: 'avatar' }, [
        { name: 'file', filename: 'me.png', data: await png(10, 10) },
      ]);
      expect(wrongBucket.statusCode).toBe(400);
      expect(wrongBucket.json().validation[0].field).toBe('bucket');

      const unknownType = await upload(who.farmer, { bucket: 'files', type: 'holiday-snaps' }, [
        textFile('a.txt', 'a'),
      ]);
      expect(unknownType.statusCode).toBe(400);
      expect(unknownType.json().validation[0].field).toBe('type');

      // A field missing is named even when the file came first.
      const noType = await send(who.farmer, [textFile('a.txt', 'a'), { name: 'bucket', value: 'files' }]);
      expect(noType.statusCode).toBe(400);
      expect(noType.json().validation).toEqual([{ field: 'type', message: messages.validation.optionRequired }]);

      const unknownField = await upload(who.farmer, { bucket: 'files', type: 'misc', colour: 'red' }, [
        textFile('a.txt', 'a'),
      ]);
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.json().validation[0].field).toBe('colour');

      const badShare = await upload(who.farmer, { bucket: 'files', type: 'misc', organisations: '["not-an-id"]' }, [
        textFile('a.txt', 'a'),
      ]);
      expect(badShare.statusCode).toBe(400);
      expect(badShare.json().validation[0].field).toBe('organisations.0');

      const none = await upload(who.farmer, { bucket: 'files', type: 'misc' }, []);
      expect(none.statusCode).toBe(400);
      expect(none.json().validation[0]).toEqual({ field: 'file', message: messages.files.fileRequired });
    });
  });

  it("uploads for the caller's organisation only; a system administrator may name any", async () => {
    await expectNothingStored(async () => {
      const foreign = await upload(who.farmer, { bucket: 'files', type: 'misc', organisationId: orgs.anglia }, [
        textFile('a.txt', 'a'),
      ]);
      expect(foreign.statusCode).toBe(404);
    });
    const forHillside = await uploadOne(
      who.admin,
      { bucket: 'files', type: 'misc', organisationId: orgs.hillside },
      textFile('from-admin.txt', 'hello'),
    );
    expect(forHillside.organisationId).toBe(orgs.hillside);
    expect((await download(who.farmer, forHillside.id)).statusCode).toBe(200);
  });

  it("hides a foreign organisation's file: 404 for GET and DELETE", async () => {
    const file = await uploadOne(who.farmer, { bucket: 'files', type: 'contract' }, textFile('private.txt', 'ours'));
    expect((await download(who.buyer, file.id)).statusCode).toBe(404);
    expect((await remove(who.buyer, file.id)).statusCode).toBe(404);
    expect((await download(who.farmer, file.id)).statusCode).toBe(200);
    // A system administrator reads any file, but deletes only their own organisation's.
    expect((await download(who.admin, file.id)).statusCode).toBe(200);
    expect((await remove(who.admin, file.id)).statusCode).toBe(404);
  });

  it('lets a shared organisation read a file but not delete it (organisations repeated or as JSON)', async () => {
    for (const organisations of [[orgs.anglia], JSON.stringify([orgs.anglia, orgs.fenland])]) {
      const file = await uploadOne(
        who.farmer,
        { bucket: 'files', type: 'trade-contract', organisations },
        textFile('contract.txt', 'shared with the buyer'),
      );
      const got = await download(who.buyer, file.id);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.toString()).toBe('shared with the buyer');
      expect((await remove(who.buyer, file.id)).statusCode).toBe(404);
    }
  });

  it('deletes a file: it is gone from the store and answers 404 afterwards', async () => {
    const file = await uploadOne(who.farmer, { bucket: 'files', type: 'misc' }, textFile('old.txt', 'bye'));
    const stored = await filesUnder(join(storeDir(), orgs.hillside));
    expect(stored).toContain(join(storeDir(), orgs.hillside, file.id));
    const reply = await remove(who.farmer, file.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toBeNull();
    expect(await filesUnder(join(storeDir(), orgs.hillside))).not.toContain(join(storeDir(), orgs.hillside, file.id));
    expect((await download(who.farmer, file.id)).statusCode).toBe(404);
    expect((await remove(who.farmer, file.id)).statusCode).toBe(404);
  });

  it('answers 409 for a file a protected record holds, naming the record, until it is unlocked', async () => {
    const { files } = t.app.platform.services;
    const file = await uploadOne(
      who.farmer,
      { bucket: 'files', type: 'settlement-invoice' },
      textFile('inv.txt', 'paid'),
    );
    await files.lock(file.id, 'settlement-invoice');
    const locked = await remove(who.farmer, file.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This file belongs to a settled invoice and cannot be deleted');
    expect((await download(who.farmer, file.id)).statusCode).toBe(200);
    await files.unlock(file.id);
    expect((await remove(who.farmer, file.id)).statusCode).toBe(200);
  });

  it('removes from the store what it put when the rows cannot be inserted', async () => {
    const { database, clock, services } = t.app.platform;
    const store = new LocalFileStore(join(dataDir, 'failing-insert'));
    const service = new FilesService(database.db, clock, store, services.accounts, { tempDir: tempDir() });
    const principal: Principal = {
      userId: '00000000-0000-4000-8000-000000000001',
      sessionId: '00000000-0000-4000-8000-000000000002',
      email: 'nobody@hillside.test',
      profileId: null,
      organisationId: orgs.hillside,
      roles: [],
      groups: [],
      access: {},
      modules: [],
      impersonation: null,
    };
    const fields = { bucket: 'files', type: 'misc' } as const;
    const spooled = await service.spool({
      filename: 'orphan.txt',
      stream: Readable.from([Buffer.from('never recorded')]),
      truncated: () => false,
    });
    const staged = await service.check(fields, spooled);
    // No such organisation: the insert breaks its foreign key after the bytes are in the store.
    const context = {
      principal,
      fields,
      organisationId: '00000000-0000-4000-8000-00000000dead',
      sharedWith: [],
    };
    await expect(service.commit(context, [staged])).rejects.toThrow();
    expect(await store.exists(`${context.organisationId}/${staged.id}`)).toBe(false);
    await service.discard([staged]);
    expect(await filesUnder(tempDir())).toEqual([]);
  });

  it('describes a file to those who may read it, for other modules', async () => {
    const { files, auth } = t.app.platform.services;
    const file = await uploadOne(who.farmer, { bucket: 'files', type: 'misc' }, textFile('d.txt', 'described'));
    const farmer = await t.app.platform.services.accounts.findUserByEmail('farmer@demo.farm');
    const buyer = await t.app.platform.services.accounts.findUserByEmail('buyer@demo.farm');
    const principalOf = async (userId: string) => {
      const { tokens } = await auth.openSession(userId);
      const claims = await t.app.tokens.verifyAccess(tokens.access);
      return (await auth.resolvePrincipal(claims!, { organisationId: null, impersonationToken: null }))!;
    };
    expect(await files.describe(await principalOf(farmer!.id), file.id)).toEqual(file);
    await expect(files.describe(await principalOf(buyer!.id), file.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lets an impersonating administrator act as the organisation: read and delete its files', async () => {
    const file = await uploadOne(who.buyer, { bucket: 'files', type: 'misc' }, textFile('anglia.txt', 'theirs'));
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/customers/organisations/${orgs.anglia}/impersonate`,
      headers: who.admin,
    });
    expect(started.statusCode, started.body).toBe(200);
    const asAnglia = { ...who.admin, [HEADERS.impersonationToken]: started.json().data.token as string };
    expect((await download(asAnglia, file.id)).statusCode).toBe(200);
    expect((await remove(asAnglia, file.id)).statusCode).toBe(200);
  });

  it('needs a signed-in user for every call', async () => {
    const file = await uploadOne(who.farmer, { bucket: 'files', type: 'misc' }, textFile('x.txt', 'x'));
    expect((await upload({}, { bucket: 'files', type: 'misc' }, [textFile('x.txt', 'x')])).statusCode).toBe(401);
    expect((await download({}, file.id)).statusCode).toBe(401);
    expect((await remove({}, file.id)).statusCode).toBe(401);
  });

  it('is in the OpenAPI document (the multipart fields are named in the summary: the body is read by hand)', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const paths = reply.json().paths as Record<string, Record<string, { summary?: string }>>;
    expect(paths['/api/system/files']?.post?.summary).toMatch(/multipart/);
    expect(paths['/api/system/files/{id}']).toHaveProperty('get');
    expect(paths['/api/system/files/{id}']).toHaveProperty('delete');
  });

  it('replays a retried upload with the same Idempotency-Key instead of storing it twice', async () => {
    const before = await countRows(t, ['files']);
    const retried = () =>
      upload(who.farmer, { bucket: 'files', type: 'misc' }, [textFile('once.txt', 'once')], {
        'idempotency-key': 'upload-once-1',
      });
    const first = await retried();
    const retry = await retried();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual(first.json().data);
    expect(await countRows(t, ['files'])).toEqual({ files: (before.files ?? 0) + 1 });
    expect(await filesUnder(tempDir())).toEqual([]);
  });

  it('refuses the same Idempotency-Key with another file, file type or field (422), and replays the same parts', async () => {
    const key = { 'idempotency-key': 'upload-ticket-7' };
    const fields = { bucket: 'files', type: 'weighbridge', name: 'Ticket 7' };
    const ticket = textFile('ticket-7.csv', 'Gross,Tare\n40120,14060\n', 'text/csv');
    const first = await upload(who.farmer, fields, [ticket], key);
    expect(first.statusCode, first.body).toBe(201);

    const others: [string, Record<string, string>, MultipartPart[]][] = [
      ['other bytes, same name', fields, [textFile('ticket-7.csv', 'Gross,Tare\n40120,14061\n', 'text/csv')]],
      ['another name', fields, [{ ...ticket, filename: 'ticket-8.csv' }]],
      ['another declared type', fields, [{ ...ticket, contentType: 'text/plain' }]],
      ['a second file', fields, [ticket, ticket]],
      ['another field value', { ...fields, type: 'misc' }, [ticket]],
      ['one field more', { ...fields, organisations: orgs.anglia }, [ticket]],
    ];
    for (const [what, otherFields, files] of others) {
      await expectNothingStored(async () => {
        const reply = await upload(who.farmer, otherFields, files, key);
        expect(reply.statusCode, `${what}: ${reply.body}`).toBe(422);
        expect(reply.json().message).toBe(messages.errors.idempotencyMismatch);
      });
    }

    await expectNothingStored(async () => {
      // The same parts, fields after the file this time: the same upload, so the first answer again.
      const retry = await send(
        who.farmer,
        [ticket, ...Object.entries(fields).map(([name, value]) => ({ name, value }))],
        key,
      );
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(first.body);
    });
  });

  it('takes the fields after the file, or between files, and stores the files with them', async () => {
    const fileFirst = await send(who.farmer, [
      textFile('load-sheet.txt', 'Load 1: 28.4 t'),
      { name: 'bucket', value: 'files' },
      { name: 'type', value: 'trade-contract' },
      { name: 'name', value: 'Load sheet' },
      { name: 'organisations', value: orgs.anglia },
    ]);
    expect(fileFirst.statusCode, fileFirst.body).toBe(201);
    const [file] = fileFirst.json().data as UploadedFile[];
    expect(file).toMatchObject({ name: 'Load sheet', bucket: 'files', type: 'trade-contract' });
    expect(file!.organisationId).toBe(orgs.hillside);
    // Shared with the organisation named after the file.
    expect((await download(who.buyer, file!.id)).rawPayload.toString()).toBe('Load 1: 28.4 t');

    const mixed = await send(who.farmer, [
      { name: 'bucket', value: 'files' },
      textFile('one.txt', 'first'),
      { name: 'type', value: 'weighbridge' },
      textFile('two.txt', 'second'),
    ]);
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect((mixed.json().data as UploadedFile[]).map((f) => [f.name, f.type])).toEqual([
      ['one.txt', 'weighbridge'],
      ['two.txt', 'weighbridge'],
    ]);
    expect(await filesUnder(tempDir())).toEqual([]);
  });

  it('still refuses a file past 10 MB with 413 when it comes before its fields, storing nothing', async () => {
    await expectNothingStored(async () => {
      const reply = await send(who.farmer, [
        textFile('fine.txt', 'a small file that was fine'),
        { name: 'file', filename: 'big.txt', data: Buffer.alloc(FILE_SIZE_MAX_BYTES + 1, 'a') },
        { name: 'bucket', value: 'files' },
        { name: 'type', value: 'misc' },
      ]);
      expect(reply.statusCode, reply.body).toBe(413);
      expect(reply.json().message).toBe(messages.validation.fileTooLarge);
    });
  });

  it('checks the type of a file sent before its fields against the bucket named after it (415)', async () => {
    await expectNothingStored(async () => {
      const reply = await send(who.farmer, [
        textFile('logo.png', 'this is not a picture', 'image/png'),
        { name: 'bucket', value: 'images' },
        { name: 'type', value: 'logo' },
      ]);
      expect(reply.statusCode, reply.body).toBe(415);
      expect(reply.json().message).toBe(messages.files.typeNotAllowed);
    });
  });
});
