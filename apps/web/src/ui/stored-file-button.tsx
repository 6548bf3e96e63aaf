import { EXTENSION_OF_TYPE, type SniffedContentType } from '@harvest/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { fetchBlob, saveBlob } from '../lib/api/fetch-blob';
import { API_BASE } from '../lib/api/send-once';
import { FILES_PATH } from '../lib/files/upload-files';
import { log } from '../lib/logging/log';
import { notify } from './notifications/notify';

interface StoredFileButtonProps {
  fileId: string;
  /** The saved file's name without its extension, which the stored type gives. */
  fileName: string;
  children: string;
  /** Names the button for assistive technology where several share one word ('Download'). */
  label?: string;
  /** Told in a floating notification when the file cannot be fetched. */
  failure: string;
}

/**
 * Downloads one stored file (GET /system/files/{id}): a link cannot send the bearer token, so the bytes are fetched
 * with the session's headers and saved as a download link would.
 */
export function StoredFileButton({ fileId, fileName, children, label, failure }: StoredFileButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchBlob(`${API_BASE}${FILES_PATH}/${encodeURIComponent(fileId)}`);
      const extension = EXTENSION_OF_TYPE[blob.type as SniffedContentType];
      saveBlob(blob, extension ? `${fileName}.${extension}` : fileName);
    } catch (error) {
      log.error('A file download failed', { fileId, message: error instanceof Error ? error.message : String(error) }, [
        'api',
      ]);
      notify({ type: 'error', position: 'floating', message: failure });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" size="xs" loading={busy} aria-label={label} onClick={() => void download()}>
      {children}
    </Button>
  );
}
