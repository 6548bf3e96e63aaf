import { messages } from '@harvest/domain';
import { ApiError } from './api-error';
import { isTokenExpired } from './jwt';
import { requestHeaders } from './request-headers';
import { refreshTokens } from './token-refresh';
import { sessionStore } from '../storage/session-store';

/**
 * Reads a reply that is not a JSON envelope (a stored file's bytes, an exported CSV) with the session's headers.
 * An expired token is refreshed first and a 401 refreshes and asks once more, as every API call does.
 */
export async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const access = sessionStore.getAccessToken();
  if (access && isTokenExpired(access, Date.now())) await refreshTokens();
  for (let attempt = 0; ; attempt += 1) {
    const sentWith = sessionStore.getAccessToken();
    const headers = requestHeaders();
    headers.set('accept', '*/*');
    const response = await fetch(url, { headers, signal, credentials: 'same-origin' });
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

/** Saves a blob as a file the way a download link does. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
