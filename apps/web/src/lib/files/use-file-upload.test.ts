import { HEADERS, messages } from '@harvest/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFile, installFakeXhr, sentUpload, uploadedFile } from '../../test/fake-xhr';
import { ids, makeProfile, signInAs } from '../../test/session-fixtures';
import { useFileUpload } from './use-file-upload';

beforeEach(() => {
  installFakeXhr();
  signInAs(makeProfile());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const fields = { bucket: 'images', type: 'logo', organisationId: ids.farm } as const;
const created = (data: unknown[]) => ({ status: 201, message: 'Created', data });
const tooLarge = {
  status: 413,
  message: messages.validation.fileTooLarge,
  data: null,
  errors: [{ message: messages.validation.fileTooLarge }],
};

describe('useFileUpload: the spec’s API state for an upload', () => {
  it('starts idle, is loading with its progress while sending, and holds the response after', async () => {
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useFileUpload({ onUploaded }));
    expect(result.current).toMatchObject({ isLoading: false, hasError: false, uploadProgress: 0, response: null });

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.upload([fakeFile('logo.png', 400)], fields);
    });
    const xhr = await sentUpload();
    expect(result.current.isLoading).toBe(true);

    act(() => xhr.progress(200, 400));
    expect(result.current.uploadProgress).toBe(50);

    await act(async () => {
      xhr.reply(201, created([uploadedFile()]));
      await done;
    });
    expect(result.current).toMatchObject({ isLoading: false, hasError: false, uploadProgress: 100 });
    expect(result.current.response).toMatchObject({ code: 201, data: [uploadedFile()] });
    expect(onUploaded).toHaveBeenCalledWith([uploadedFile()]);
  });

  it('has an error with the server’s message after a failure, and retry sends the same files under the same key', async () => {
    const { result } = renderHook(() => useFileUpload());
    const file = fakeFile('logo.png', 400);
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.upload([file], fields);
    });
    await act(async () => {
      (await sentUpload()).reply(413, tooLarge);
      expect(await first).toBeNull();
    });
    expect(result.current).toMatchObject({ isLoading: false, hasError: true, uploadProgress: 0 });
    expect(result.current.response).toMatchObject({ code: 413, message: messages.validation.fileTooLarge, data: null });

    let again: Promise<unknown> = Promise.resolve();
    act(() => {
      again = result.current.retry();
    });
    const retried = await sentUpload(1);
    expect(result.current).toMatchObject({ isLoading: true, hasError: false });
    expect((retried.body?.get('file') as File).name).toBe(file.name);
    expect(retried.headers.get(HEADERS.idempotencyKey)).toBe((await sentUpload(0)).headers.get(HEADERS.idempotencyKey));
    await act(async () => {
      retried.reply(201, created([uploadedFile()]));
      await again;
    });
    expect(result.current).toMatchObject({ hasError: false, uploadProgress: 100 });
  });

  it('a new upload gets a new key', async () => {
    const { result } = renderHook(() => useFileUpload());
    act(() => void result.current.upload([fakeFile('a.png', 1)], fields));
    const first = await sentUpload();
    await act(async () => first.reply(201, created([uploadedFile()])));
    act(() => void result.current.upload([fakeFile('b.png', 1)], fields));
    const second = await sentUpload(1);
    expect(second.headers.get(HEADERS.idempotencyKey)).not.toBe(first.headers.get(HEADERS.idempotencyKey));
  });

  it('cancel stops the request and goes back to idle, with no error', async () => {
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useFileUpload({ onUploaded }));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.upload([fakeFile('logo.png', 400)], fields);
    });
    const xhr = await sentUpload();
    act(() => xhr.progress(100, 400));

    await act(async () => {
      result.current.cancel();
      expect(await done).toBeNull();
    });
    expect(xhr.aborted).toBe(true);
    expect(result.current).toMatchObject({ isLoading: false, hasError: false, uploadProgress: 0, response: null });
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('leaving the screen cancels an upload under way', async () => {
    const { result, unmount } = renderHook(() => useFileUpload());
    act(() => void result.current.upload([fakeFile('logo.png', 400)], fields));
    const xhr = await sentUpload();
    unmount();
    await waitFor(() => expect(xhr.aborted).toBe(true));
  });
});
