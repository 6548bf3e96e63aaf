import { messages } from '@harvest/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { isTokenExpired } from '../api/jwt';
import { requestHeaders } from '../api/request-headers';
import { API_BASE } from '../api/send-once';
import { refreshTokens } from '../api/token-refresh';
import { sessionStore } from '../storage/session-store';
import { FILES_PATH } from './upload-files';

const STORED_FILE = new RegExp(`^${API_BASE}${FILES_PATH}/[^/?#]+$`);

/** Whether a URL is one of our stored files, which only a signed-in caller may read. */
export function isStoredFileUrl(url: string): boolean {
  return STORED_FILE.test(url);
}

/**
 * Reads a stored file's bytes with the session's headers (`?inline=true`, so it answers as
 * something to show rather than a download). An expired token is refreshed first and a
 * 401 refreshes and asks once more, as every API call does.
 */
export async function fetchStoredFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const access = sessionStore.getAccessToken();
  if (access && isTokenExpired(access, Date.now())) await refreshTokens();
  for (let attempt = 0; ; attempt += 1) {
    const sentWith = sessionStore.getAccessToken();
    const headers = requestHeaders();
    headers.set('accept', '*/*');
    const response = await fetch(`${url}?inline=true`, { headers, signal, credentials: 'same-origin' });
    if (response.ok) return response.blob();
    if (response.status === 401 && attempt === 0) {
      if (sessionStore.getAccessToken() === sentWith) await refreshTokens();
      continue;
    }
    throw new ApiError({
      status: response.status,
      message: response.status === 404 ? messages.errors.notFound : messages.errors.somethingWentWrong,
    });
  }
}

export interface FileObjectUrl {
  /** What an `<img src>` can show: an object URL of a stored file, the URL itself for any other, or null. */
  src: string | null;
  isLoading: boolean;
  hasError: boolean;
}

interface Loaded {
  url: string;
  src: string | null;
  hasError: boolean;
}

/**
 * Images stored by the files module need the bearer token, which an `<img>` cannot send: this
 * fetches them and gives an object URL, revoked when the URL changes or the component goes.
 * Any other URL (a logo on another site) is given back as it is.
 */
export function useFileObjectUrl(url: string | null | undefined): FileObjectUrl {
  const stored = url && isStoredFileUrl(url) ? url : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!stored) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchStoredFile(stored, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url: stored, src: objectUrl, hasError: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('A stored file could not be shown', error);
        setLoaded({ url: stored, src: null, hasError: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [stored]);

  if (!url) return { src: null, isLoading: false, hasError: false };
  if (!stored) return { src: url, isLoading: false, hasError: false };
  if (loaded?.url !== stored) return { src: null, isLoading: true, hasError: false };
  return { src: loaded.src, isLoading: false, hasError: loaded.hasError };
}
