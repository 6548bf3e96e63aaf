import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../test/render-route';
import { freshTokens, makeProfile, signInAs } from '../../test/session-fixtures';
import { isStoredFileUrl, useFileObjectUrl } from './use-file-object-url';

const STORED = '/api/system/files/f0f0f0f0-0000-4000-8000-000000000001';
const fetchMock = vi.fn<typeof fetch>();
const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/logo');
const revokeObjectURL = vi.fn((_url: string) => undefined);

beforeEach(() => {
  signInAs(makeProfile());
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  fetchMock.mockReset();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.unstubAllGlobals();
});

const png = () => new Response('png', { status: 200, headers: { 'content-type': 'image/png' } });

describe('useFileObjectUrl: stored images shown in <img> with the bearer token', () => {
  it('knows our stored files from other addresses', () => {
    expect(isStoredFileUrl(STORED)).toBe(true);
    expect(isStoredFileUrl('https://example.com/logo.png')).toBe(false);
    expect(isStoredFileUrl('/api/system/files/')).toBe(false);
  });

  it('fetches a stored file inline with the session and gives an object URL, revoked on unmount', async () => {
    fetchMock.mockResolvedValue(png());
    const { result, unmount } = renderHook(() => useFileObjectUrl(STORED));
    expect(result.current).toEqual({ src: null, isLoading: true, hasError: false });

    await waitFor(() => expect(result.current.src).toBe('blob:http://localhost/logo'));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe(`${STORED}?inline=true`);
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/logo');
  });

  it('refreshes the tokens on a 401 and asks once more', async () => {
    // Made once: a token made again a second later has another expiry, and so other bytes.
    const renewed = freshTokens('2');
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ status: 401, message: 'Unauthorised', data: null }))
      .mockResolvedValueOnce(envelopeResponse({ data: { tokens: renewed } }))
      .mockResolvedValueOnce(png());
    const { result } = renderHook(() => useFileObjectUrl(STORED));
    await waitFor(() => expect(result.current.src).toBe('blob:http://localhost/logo'));
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/auth/tokens');
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('authorization')).toBe(`Bearer ${renewed.access}`);
  });

  it('says when the file cannot be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(envelopeResponse({ status: 404, message: 'Not found', data: null }));
    const { result } = renderHook(() => useFileObjectUrl(STORED));
    await waitFor(() => expect(result.current).toEqual({ src: null, isLoading: false, hasError: true }));
  });

  it('gives any other address back as it is, and nothing for none', () => {
    expect(renderHook(() => useFileObjectUrl('https://example.com/logo.png')).result.current.src).toBe(
      'https://example.com/logo.png',
    );
    expect(renderHook(() => useFileObjectUrl(null)).result.current).toEqual({
      src: null,
      isLoading: false,
      hasError: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
