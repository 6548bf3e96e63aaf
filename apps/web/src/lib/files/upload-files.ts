import {
  API_TIMEOUT_MS,
  HEADERS,
  IMPERSONATION_ENDED_STATUS,
  messages,
  uploadedFileSchema,
  type Envelope,
  type FileUploadFields,
  type UploadedFile,
} from '@harvest/domain';
import { z } from 'zod';
import { ApiError, isApiError } from '../api/api-error';
import { reportApiFailure } from '../api/api-failures';
import { endImpersonationLocally, randomKey } from '../api/api-request';
import { isTokenExpired } from '../api/jwt';
import { requestHeaders } from '../api/request-headers';
import { API_BASE } from '../api/send-once';
import { refreshTokens } from '../api/token-refresh';
import { endSession } from '../session/end-session';
import { sessionStore } from '../storage/session-store';

export const FILES_PATH = '/system/files';

const uploadedFilesSchema = z.array(uploadedFileSchema);

export interface UploadFilesOptions {
  /** Told the share of the bytes sent so far, 0 to 100; 100 only once the API has answered. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The same key through every retry of one upload, so the API never stores it twice (DESIGN §2). */
  idempotencyKey?: string;
}

/** What an upload answered: the HTTP status as `code` (the spec's API state), the message and the files. */
export interface UploadResult {
  code: number;
  message: string;
  data: UploadedFile[];
}

/**
 * POST /api/system/files as multipart, through XMLHttpRequest because fetch cannot report
 * upload progress. The text fields go first and the files after them (the API takes the parts
 * in any order). It carries the session's headers as every API call
 * does; a token past its expiry is refreshed first, and a 401 (or a 403 while
 * impersonating) refreshes and sends the upload once more. The caller's abort rejects with
 * the signal's reason, as apiRequest does, so a cancel is not a failure.
 *
 * The spec's 30 s API timeout counts from the last progress: ten 10 MB files on a farm's
 * signal may take minutes, but an upload that moves nothing for 30 s has stalled.
 */
export async function uploadFiles(
  files: readonly File[],
  fields: FileUploadFields,
  options: UploadFilesOptions = {},
): Promise<UploadResult> {
  if (!sessionStore.getAccessToken() || !sessionStore.getIdToken()) {
    endSession(messages.auth.noAuthTokens);
    throw new ApiError({ status: 401, message: messages.auth.noAuthTokens });
  }
  const key = options.idempotencyKey ?? randomKey();
  const access = sessionStore.getAccessToken();
  if (access && isTokenExpired(access, Date.now())) await refreshTokens();

  for (let attempt = 0; ; attempt += 1) {
    const sentWith = sessionStore.getAccessToken();
    try {
      return await sendUpload(formDataOf(files, fields), key, options);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === IMPERSONATION_ENDED_STATUS) {
        endImpersonationLocally();
        throw error;
      }
      if (error.status >= 500 && !error.offline) {
        reportApiFailure({ method: 'POST', path: FILES_PATH, status: error.status, message: error.message });
      }
      const impersonating = sessionStore.getImpersonationToken() !== null;
      const refused = error.status === 401 || (error.status === 403 && impersonating);
      if (!refused || attempt >= 1) throw error;
      // Another call may have refreshed meanwhile: then its new token is enough.
      if (sessionStore.getAccessToken() === sentWith) await refreshTokens();
      options.onProgress?.(0);
    }
  }
}

/** Fields first (organisations repeated), then one `file` part per file. */
export function formDataOf(files: readonly File[], fields: FileUploadFields): FormData {
  const form = new FormData();
  form.append('bucket', fields.bucket);
  form.append('type', fields.type);
  if (fields.name) form.append('name', fields.name);
  if (fields.organisationId) form.append('organisationId', fields.organisationId);
  for (const organisation of fields.organisations ?? []) form.append('organisations', organisation);
  for (const file of files) form.append('file', file, file.name);
  return form;
}

function sendUpload(body: FormData, key: string, { onProgress, signal }: UploadFilesOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
    };
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        settle();
        xhr.abort();
        reject(new ApiError({ status: 0, message: messages.errors.timedOut, timedOut: true }));
      }, API_TIMEOUT_MS);
    };
    function onAbort() {
      settle();
      xhr.abort();
      reject(abortReason(signal));
    }

    xhr.open('POST', `${API_BASE}${FILES_PATH}`);
    requestHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.setRequestHeader(HEADERS.idempotencyKey, key);
    xhr.upload.onprogress = (event) => {
      armStall();
      if (event.lengthComputable && event.total > 0) {
        // 100 is kept for the answer: the API still checks and stores the files after the last byte.
        onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      try {
        const result = readReply(xhr);
        onProgress?.(100);
        resolve(result);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError({ status: 0, message: messages.errors.noInternet }));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    armStall();
    onProgress?.(0);
    xhr.send(body);
  });
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError');
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value;
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

function readReply(xhr: XMLHttpRequest): UploadResult {
  const envelope = parseEnvelope(xhr.responseText);
  const status = xhr.status;
  if (status < 200 || status >= 300) {
    const offline = xhr.getResponseHeader(HEADERS.offline) === 'true';
    throw new ApiError({
      status,
      message: failureMessage(status, offline, envelope),
      validation: envelope?.validation,
      offline,
    });
  }
  if (!envelope) throw new ApiError({ status, message: messages.errors.somethingWentWrong });
  return { code: status, message: envelope.message, data: uploadedFilesSchema.parse(envelope.data) };
}

function failureMessage(status: number, offline: boolean, envelope: Envelope<unknown> | null): string {
  if (offline) return messages.errors.outOfDate;
  const first = envelope?.errors?.[0]?.message ?? envelope?.message;
  if (first) return first;
  // A proxy in front of the API may refuse a large body with its own page: the reason is still the size.
  if (status === 413) return messages.validation.fileTooLarge;
  return status === 404 ? messages.errors.notFound : messages.errors.somethingWentWrong;
}
