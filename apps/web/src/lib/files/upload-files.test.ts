import { API_TIMEOUT_MS, HEADERS, messages } from '@harvest/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, fakeFile, installFakeXhr, sentUpload, uploadedFile } from '../../test/fake-xhr';
import { envelopeResponse } from '../../test/render-route';
import { expiredTokens, farmImpersonation, freshTokens, ids, makeProfile, signInAs } from '../../test/session-fixtures';
import { ApiError } from '../api/api-error';
import { sessionStore } from '../storage/session-store';
import { uploadFiles } from './upload-files';

const fetchMock = vi.fn<typeof fetch>();
/** The tokens the last refresh handed out: made when asked, so their expiry second is the one sent. */
let refreshed = freshTokens('2');

beforeEach(() => {
  installFakeXhr();
  vi.stubGlobal('fetch', fetchMock);
  // The token refresh goes through fetch.
  fetchMock.mockImplementation(() => {
    refreshed = freshTokens('2');
    return Promise.resolve(envelopeResponse({ data: { tokens: refreshed } }));
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const fields = { bucket: 'images', type: 'logo', organisationId: ids.farm } as const;
const okEnvelope = (data: unknown[]) => ({ status: 201, message: 'Created', data });

describe('uploadFiles: the multipart POST /api/system/files', () => {
  it('sends the fields before the files, with the session headers and an Idempotency-Key, and reads the files back', async () => {
    signInAs(makeProfile());
    const files = [fakeFile('a.png', 100), fakeFile('b.png', 200)];
    const sharedWith = '44444444-4444-4444-8444-444444444444';
    const result = uploadFiles(files, { ...fields, name: 'Logo', organisations: [sharedWith] });

    const xhr = await sentUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/system/files');
    expect(xhr.headers.get('authorization')).toBe(`Bearer ${sessionStore.getAccessToken()}`);
    expect(xhr.headers.get(HEADERS.organisationId)).toBe(ids.farm);
    expect(xhr.headers.get(HEADERS.idempotencyKey)).toMatch(/^[0-9a-f]{32}$/);
    // The browser sets the multipart boundary itself.
    expect(xhr.headers.get('content-type')).toBeNull();
    const parts = [...xhr.body!.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
    expect(parts).toEqual([
      ['bucket', 'images'],
      ['type', 'logo'],
      ['name', 'Logo'],
      ['organisationId', ids.farm],
      ['organisations', sharedWith],
      ['file', 'a.png'],
      ['file', 'b.png'],
    ]);

    xhr.reply(201, okEnvelope([uploadedFile({ name: 'a.png' }), uploadedFile({ name: 'b.png' })]));
    const { code, data } = await result;
    expect(code).toBe(201);
    expect(data.map((file) => file.name)).toEqual(['a.png', 'b.png']);
  });

  it('reports progress from 0 to 100 as the bytes go, keeping 100 for the answer', async () => {
    signInAs(makeProfile());
    const progress: number[] = [];
    const result = uploadFiles([fakeFile('a.png', 1000)], fields, { onProgress: (percent) => progress.push(percent) });

    const xhr = await sentUpload();
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    expect(progress).toEqual([0, 25, 99]);
    xhr.reply(201, okEnvelope([uploadedFile()]));
    await result;
    expect(progress.at(-1)).toBe(100);
  });

  it('refreshes the tokens on a 401 and sends the upload once more with the same key and the new token', async () => {
    signInAs(makeProfile());
    const result = uploadFiles([fakeFile('a.png', 10)], fields);

    const first = await sentUpload();
    first.reply(401, { status: 401, message: 'Unauthorised', data: null });
    const second = await sentUpload(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/tokens');
    expect(second.headers.get('authorization')).toBe(`Bearer ${refreshed.access}`);
    expect(second.headers.get(HEADERS.idempotencyKey)).toBe(first.headers.get(HEADERS.idempotencyKey));

    second.reply(201, okEnvelope([uploadedFile()]));
    expect((await result).data).toHaveLength(1);
  });

  it('retries only once: a second 401 is the caller’s failure', async () => {
    signInAs(makeProfile());
    const result = uploadFiles([fakeFile('a.png', 10)], fields);
    (await sentUpload()).reply(401, { status: 401, message: 'Unauthorised', data: null });
    (await sentUpload(1)).reply(401, { status: 401, message: 'Unauthorised', data: null });
    await expect(result).rejects.toMatchObject({ status: 401 });
  });

  it('refreshes an expired access token before sending', async () => {
    signInAs(makeProfile(), expiredTokens());
    const result = uploadFiles([fakeFile('a.png', 10)], fields);
    const xhr = await sentUpload();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(xhr.headers.get('authorization')).toBe(`Bearer ${refreshed.access}`);
    xhr.reply(201, okEnvelope([uploadedFile()]));
    await result;
  });

  it('gives the server’s message for a file over 10 MB (413), and the 10 MB reason when a proxy says nothing useful', async () => {
    signInAs(makeProfile());
    const refused = uploadFiles([fakeFile('big.png', 10)], fields);
    (await sentUpload()).reply(413, {
      status: 413,
      message: messages.validation.fileTooLarge,
      data: null,
      errors: [{ message: messages.validation.fileTooLarge }],
    });
    await expect(refused).rejects.toEqual(
      expect.objectContaining({ status: 413, message: messages.validation.fileTooLarge }),
    );

    const byProxy = uploadFiles([fakeFile('big.png', 10)], fields);
    (await sentUpload(1)).reply(413, '<html>Request Entity Too Large</html>', { 'content-type': 'text/html' });
    await expect(byProxy).rejects.toMatchObject({ status: 413, message: messages.validation.fileTooLarge });
  });

  it('gives the server’s message for a type it does not take (415)', async () => {
    signInAs(makeProfile());
    const result = uploadFiles([fakeFile('notes.exe', 10)], fields);
    (await sentUpload()).reply(415, {
      status: 415,
      message: messages.files.typeNotAllowed,
      data: null,
      errors: [{ message: messages.files.typeNotAllowed }],
    });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: messages.files.typeNotAllowed });
  });

  it('aborts the request when the caller cancels, rejecting with the caller’s reason', async () => {
    signInAs(makeProfile());
    const controller = new AbortController();
    const result = uploadFiles([fakeFile('a.png', 10)], fields, { signal: controller.signal });
    const xhr = await sentUpload();
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('fails with no connection (status 0) when the network drops', async () => {
    signInAs(makeProfile());
    const result = uploadFiles([fakeFile('a.png', 10)], fields);
    (await sentUpload()).fail();
    await expect(result).rejects.toMatchObject({ status: 0, message: messages.errors.noInternet });
  });

  it(`times out after ${API_TIMEOUT_MS} ms without progress, however long the whole upload takes`, async () => {
    vi.useFakeTimers();
    signInAs(makeProfile());
    const result = uploadFiles([fakeFile('a.png', 1000)], fields);
    const caught = result.catch((error: unknown) => error);
    // Sent at once (fresh token); waitFor would move the fake clock on.
    const xhr = FakeXhr.sent[0]!;

    vi.advanceTimersByTime(API_TIMEOUT_MS - 1);
    xhr.progress(10, 1000);
    vi.advanceTimersByTime(API_TIMEOUT_MS - 1);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1);

    expect(await caught).toMatchObject({ status: 0, timedOut: true, message: messages.errors.timedOut });
    expect(xhr.aborted).toBe(true);
  });

  it('ends an impersonation the API says is over (440)', async () => {
    signInAs(makeProfile());
    sessionStore.startImpersonation(farmImpersonation());
    const result = uploadFiles([fakeFile('a.png', 10)], fields);
    (await sentUpload()).reply(440, { status: 440, message: messages.auth.impersonationEnded, data: null });
    await expect(result).rejects.toMatchObject({ status: 440 });
    expect(sessionStore.getImpersonationToken()).toBeNull();
  });

  it('signs out with "No auth tokens found" and sends nothing when nobody is signed in', async () => {
    await expect(uploadFiles([fakeFile('a.png', 10)], fields)).rejects.toMatchObject({
      status: 401,
      message: messages.auth.noAuthTokens,
    });
  });
});
