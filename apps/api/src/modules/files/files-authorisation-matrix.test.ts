import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadedFile } from '@harvest/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PEOPLE as PEOPLE,
  demoOrganisationIds,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../test/route-matrix';

/**
 * Every files route, walked without a token and with each demo role. Any signed-in member uploads for their own
 * organisation. A Hillside file is read by Hillside (the farmer) and a system administrator; everyone else is told
 * it does not exist. Only its own organisation deletes it: the administrator, as themselves, hears 404 too.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const NOT_HILLSIDE = EVERYONE.filter((who) => who !== 'farmer');

let hillside = '';
let readable = '';
let deletable = '';

const uploadRequest = (organisationId?: string): InjectOptions => {
  const { payload, contentType } = multipartBody([
    { name: 'bucket', value: 'files' },
    { name: 'type', value: 'misc' },
    ...(organisationId ? [{ name: 'organisationId', value: organisationId }] : []),
    { name: 'file', filename: 'note.txt', data: Buffer.from('a note') },
  ]);
  return { method: 'POST', url: '/api/system/files', payload, headers: { 'content-type': contentType } };
};

/** The matrix replaces the headers of a request; the multipart content type must survive that. */
function withContentType(request: InjectOptions, headers: Headers): InjectOptions {
  return { ...request, headers: { ...headers, ...request.headers } };
}

const MATRIX: MatrixRow<Who>[] = [
  {
    route: 'POST /api/system/files',
    allowed: EVERYONE,
    request: () => uploadRequest(),
  },
  {
    route: 'GET /api/system/files/:id',
    allowed: ['farmer', 'admin'],
    notFoundFor: NOT_HILLSIDE.filter((who) => who !== 'admin'),
    request: () => ({ method: 'GET', url: `/api/system/files/${readable}` }),
  },
  {
    route: 'DELETE /api/system/files/:id',
    allowed: ['farmer'],
    notFoundFor: NOT_HILLSIDE,
    request: () => ({ method: 'DELETE', url: `/api/system/files/${deletable}` }),
  },
];

const inModule = (url: string) => url.startsWith('/api/system/files');

describe('authorisation matrix of the files (platform §3, §7)', () => {
  let t: TestApp;
  let dataDir: string;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'harvest-files-matrix-'));
    t = await buildTestApp({ dataDir });
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    ({ hillside } = await demoOrganisationIds(t));
    const upload = async () => {
      const reply = await t.app.inject(withContentType(uploadRequest(), headers.farmer));
      expect(reply.statusCode, reply.body).toBe(201);
      return (reply.json().data as UploadedFile[])[0]!.id;
    };
    readable = await upload();
    deletable = await upload();
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  // The matrix helper replaces a request's headers, which would drop the multipart boundary: this row is walked here.
  it('POST /api/system/files', async () => {
    const row = MATRIX[0]!;
    const anonymous = await t.app.inject(uploadRequest());
    expect(anonymous.statusCode, `${row.route} without a token`).toBe(401);
    for (const who of EVERYONE) {
      const reply = await t.app.inject(withContentType(uploadRequest(), headers[who]));
      expect(reply.statusCode, `${row.route} as ${who}: ${reply.body}`).toBe(201);
    }
  });

  it("POST /api/system/files naming another organisation: 404, unless a system administrator's", async () => {
    for (const who of EVERYONE) {
      const reply = await t.app.inject(withContentType(uploadRequest(hillside), headers[who]));
      const expected = who === 'farmer' || who === 'admin' ? 201 : 404;
      expect(reply.statusCode, `${who}: ${reply.body}`).toBe(expected);
    }
  });

  for (const row of MATRIX.slice(1)) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});
