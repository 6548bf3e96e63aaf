import { useEffect, useState } from 'react';
import { fetchBlob } from '../api/fetch-blob';
import { API_BASE } from '../api/send-once';
import { FILES_PATH } from './upload-files';

const STORED_FILE = new RegExp(`^${API_BASE}${FILES_PATH}/[^/?#]+$`);

/** Whether a URL is one of our stored files, which only a signed-in caller may read. */
export function isStoredFileUrl(url: string): boolean {
  return STORED_FILE.test(url);
}

/** A stored file's bytes, answered as something to show rather than a download. */
export function fetchStoredFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBlob(`${url}?inline=true`, signal);
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
