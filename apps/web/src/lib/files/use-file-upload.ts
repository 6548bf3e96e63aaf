import type { FileUploadFields, UploadedFile, ValidationIssue } from '@harvest/domain';
import { messages } from '@harvest/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { randomKey } from '../api/api-request';
import { uploadFiles } from './upload-files';

/** The reply as the spec's API state holds it: the status code, message and data, or the failure's validation. */
export interface FileUploadResponse {
  code: number;
  message: string;
  data: UploadedFile[] | null;
  validation: ValidationIssue[];
}

/** The spec's API state object for an upload (platform §3), with the calls that move it. */
export interface FileUploadState {
  isLoading: boolean;
  hasError: boolean;
  /** 0 to 100 while sending; 100 once the API has answered. */
  uploadProgress: number;
  response: FileUploadResponse | null;
  /** Sends the files; resolves to what was stored, or null after a failure or a cancel (never rejects). */
  upload: (files: readonly File[], fields: FileUploadFields) => Promise<UploadedFile[] | null>;
  /** Sends the last files again, under the same Idempotency-Key, so the API never keeps them twice. */
  retry: () => Promise<UploadedFile[] | null>;
  /** Stops the upload under way; nothing is reported as failed. */
  cancel: () => void;
}

interface Sending {
  files: readonly File[];
  fields: FileUploadFields;
  key: string;
}

interface Progress {
  isLoading: boolean;
  hasError: boolean;
  uploadProgress: number;
  response: FileUploadResponse | null;
}

const IDLE: Progress = { isLoading: false, hasError: false, uploadProgress: 0, response: null };

/**
 * An upload to POST /api/system/files with the state the control shows: its progress from
 * the bytes sent, the answer or the failure, and Retry and Cancel. Leaving the screen
 * cancels an upload under way.
 */
export function useFileUpload({ onUploaded }: { onUploaded?: (files: UploadedFile[]) => void } = {}): FileUploadState {
  const [state, setState] = useState<Progress>(IDLE);
  const last = useRef<Sending | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (sending: Sending): Promise<UploadedFile[] | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    last.current = sending;
    setState({ isLoading: true, hasError: false, uploadProgress: 0, response: null });
    try {
      const result = await uploadFiles(sending.files, sending.fields, {
        signal: current.signal,
        idempotencyKey: sending.key,
        onProgress: (uploadProgress) => {
          if (!current.signal.aborted) setState((previous) => ({ ...previous, uploadProgress }));
        },
      });
      if (current.signal.aborted) return null;
      setState({
        isLoading: false,
        hasError: false,
        uploadProgress: 100,
        response: { code: result.code, message: result.message, data: result.data, validation: [] },
      });
      onUploadedRef.current?.(result.data);
      return result.data;
    } catch (error) {
      if (current.signal.aborted) return null;
      const failure = isApiError(error)
        ? { code: error.status, message: error.message, data: null, validation: error.validation }
        : { code: 0, message: messages.errors.somethingWentWrong, data: null, validation: [] };
      setState({ isLoading: false, hasError: true, uploadProgress: 0, response: failure });
      return null;
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, []);

  const upload = useCallback(
    (files: readonly File[], fields: FileUploadFields) => send({ files, fields, key: randomKey() }),
    [send],
  );

  const retry = useCallback(() => (last.current ? send(last.current) : Promise.resolve(null)), [send]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  return { ...state, upload, retry, cancel };
}
