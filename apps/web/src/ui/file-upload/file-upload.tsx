import {
  ALLOWED_CONTENT_TYPES,
  FILES_PER_UPLOAD_MAX,
  isWithinFileSizeLimit,
  type FileBucket,
  type FileUploadFields,
  type UploadedFile,
} from '@harvest/domain';
import { Alert, Box, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUpload } from '../../lib/files/use-file-upload';
import classes from './file-upload.module.css';

/**
 * What the file chooser offers: the types the bucket takes (the domain's list, which the API
 * checks against the sniffed bytes). Only a hint: a dropped file skips it, and the API's 415
 * answers for whatever the bytes turn out to be.
 */
export function acceptFor(bucket: FileBucket): string {
  return ALLOWED_CONTENT_TYPES[bucket].join(',');
}

/** What the camera may give: the bucket's image types. */
export function photoAcceptFor(bucket: FileBucket): string {
  return ALLOWED_CONTENT_TYPES[bucket].filter((type) => type.startsWith('image/')).join(',');
}

/** A touch screen (a phone, a tablet): where a camera is at hand and the file chooser is not the easy way. */
const TOUCH_QUERY = '(pointer: coarse)';

export interface FileUploadProps {
  /** Names the control's region (e.g. 'Logo'). */
  label: string;
  /** The button that opens the file chooser (e.g. 'Upload logo'). */
  buttonLabel: string;
  /** bucket, type and who the file belongs to, sent before the files. */
  fields: FileUploadFields;
  /** More than one file at a time, up to `maxFiles` (at most FILES_PER_UPLOAD_MAX). */
  multiple?: boolean;
  maxFiles?: number;
  /** The chooser's filter; by default the bucket's. */
  accept?: string;
  /** Lists the files uploaded here below the zone (a picker with its own preview turns it off). */
  showUploaded?: boolean;
  disabled?: boolean;
  onUploaded?: (files: UploadedFile[]) => void;
  /** Shown inside the zone above the button, e.g. the current image. */
  children?: ReactNode;
  /**
   * A photo is what is wanted (a weighbridge ticket, a sample): on a touch screen a 'Take a photo' button opens the
   * camera (`capture`, the back one for 'environment'), beside choosing a file.
   */
  photo?: 'environment' | 'user';
  /** A failure's heading where the place has its own words for it (trading §8); 'Upload failed' otherwise. */
  failedTitle?: string;
}

type Refusal = { kind: 'tooMany'; max: number } | { kind: 'tooLarge'; names: string[] };

/**
 * A drop zone with a real button that opens the file chooser, so it works by keyboard and
 * screen reader as well as by dragging. Size and count are checked before anything is sent
 * (spec: files up to 10 MB each, a maximum per upload); while sending it shows the progress
 * with Cancel, after a failure the reason with Retry, and after success what was uploaded.
 */
export function FileUpload({
  label,
  buttonLabel,
  fields,
  multiple = false,
  maxFiles,
  accept,
  showUploaded = true,
  disabled = false,
  onUploaded,
  children,
  photo,
  failedTitle,
}: FileUploadProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery(TOUCH_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const offerCamera = photo !== undefined && touch && photoAcceptFor(fields.bucket) !== '';
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const upload = useFileUpload({
    onUploaded: (files) => {
      setUploaded((previous) => (multiple ? [...previous, ...files] : files));
      onUploaded?.(files);
    },
  });
  const max = multiple ? Math.min(maxFiles ?? FILES_PER_UPLOAD_MAX, FILES_PER_UPLOAD_MAX) : 1;
  const busy = upload.isLoading;
  const inactive = disabled || busy;

  useEffect(() => keepMissedDropsOnThePage(window), []);

  function take(files: File[]) {
    if (files.length === 0 || inactive) return;
    if (files.length > max) {
      setRefusal({ kind: 'tooMany', max });
      return;
    }
    const tooLarge = files.filter((file) => !isWithinFileSizeLimit(file.size));
    if (tooLarge.length > 0) {
      setRefusal({ kind: 'tooLarge', names: tooLarge.map((file) => file.name) });
      return;
    }
    setRefusal(null);
    void upload.upload(files, fields);
  }

  function onDragOver(event: DragEvent) {
    if (inactive || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  }

  const failure = refusal ? refusalReason(refusal) : upload.hasError ? (upload.response?.message ?? null) : null;

  function refusalReason(given: Refusal): string {
    if (given.kind === 'tooMany') {
      return given.max === 1 ? t('fileUpload.oneFileOnly') : t('files.tooMany', { max: given.max });
    }
    return (
      given.names.map((name) => t('fileUpload.tooLargeFile', { name })).join(' ') + ` ${t('validation.fileTooLarge')}`
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      <Box
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-disabled={inactive || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          // Moving over the zone's own children is not leaving it.
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
            setDragging(false);
          }
        }}
        onDrop={onDrop}
      >
        <Stack gap="sm" align="center">
          {children}
          <Text size="sm" c="dimmed" ta="center">
            {dragging
              ? t('fileUpload.dropNow')
              : multiple
                ? t('fileUpload.dropHereMultiple')
                : t('fileUpload.dropHere')}
          </Text>
          <Group gap="sm" justify="center">
            {offerCamera && (
              <Button
                type="button"
                disabled={inactive}
                aria-describedby={hintId}
                onClick={() => camera.current?.click()}
              >
                {t('fileUpload.takePhoto')}
              </Button>
            )}
            <Button
              type="button"
              variant="light"
              disabled={inactive}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              {buttonLabel}
            </Button>
          </Group>
          <Text id={hintId} size="xs" c="dimmed" ta="center">
            {t('fileUpload.limits', { count: max })}
          </Text>
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={accept ?? acceptFor(fields.bucket)}
          multiple={multiple}
          onChange={(event) => {
            take([...(event.currentTarget.files ?? [])]);
            // The same file chosen again (after a failure) must fire a change too.
            event.currentTarget.value = '';
          }}
        />
        {offerCamera && (
          <input
            ref={camera}
            type="file"
            hidden
            tabIndex={-1}
            accept={photoAcceptFor(fields.bucket)}
            capture={photo}
            data-testid="camera-input"
            onChange={(event) => {
              take([...(event.currentTarget.files ?? [])].slice(0, 1));
              event.currentTarget.value = '';
            }}
          />
        )}
      </Box>

      {busy && (
        <Group gap="sm" wrap="nowrap" align="center">
          <Stack gap={4} style={{ flex: 1 }}>
            <Text size="xs" aria-live="polite">
              {t('fileUpload.uploading', { progress: upload.uploadProgress })}
            </Text>
            <Progress.Root size="md">
              <Progress.Section value={upload.uploadProgress} aria-label={t('fileUpload.progress')} />
            </Progress.Root>
          </Stack>
          <Button type="button" variant="subtle" color="gray" size="xs" onClick={upload.cancel}>
            {t('fileUpload.cancel')}
          </Button>
        </Group>
      )}

      {failure && (
        <Alert color="red" variant="light" role="alert" title={failedTitle ?? t('fileUpload.uploadFailedTryAgain')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            {upload.hasError && !refusal && (
              <Button type="button" size="xs" variant="outline" color="red" onClick={() => void upload.retry()}>
                {t('fileUpload.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      {showUploaded && uploaded.length > 0 && (
        <List size="sm" aria-label={t('fileUpload.uploaded')}>
          {uploaded.map((file) => (
            <List.Item key={file.id}>{file.name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * A file dropped beside the zone would make the browser open it in place of the page (and
 * lose what the form held): while a drop zone is shown, such drops are refused.
 */
function keepMissedDropsOnThePage(target: Window): () => void {
  const refuse = (event: globalThis.DragEvent) => {
    if (!event.dataTransfer?.types.includes('Files') || event.defaultPrevented) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'none';
  };
  target.addEventListener('dragover', refuse);
  target.addEventListener('drop', refuse);
  return () => {
    target.removeEventListener('dragover', refuse);
    target.removeEventListener('drop', refuse);
  };
}
