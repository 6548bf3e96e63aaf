import type { FileUploadFields } from '@harvest/domain';
import { Text } from '@mantine/core';
import { FileUpload } from '../file-upload/file-upload';

export type AttachedFileValue = { id: string; name: string } | null;

/**
 * One document a form needs (a weighbridge ticket, a collection receipt): a photo or a file, then its name as
 * attached, and what is wrong with it under it.
 */
export function AttachedFile({
  label,
  buttonLabel,
  fields,
  file,
  onChange,
  attachedLabel,
  error,
}: {
  label: string;
  buttonLabel: string;
  fields: FileUploadFields;
  file: AttachedFileValue;
  onChange: (file: AttachedFileValue) => void;
  attachedLabel: (name: string) => string;
  error: string | undefined;
}) {
  return (
    <>
      <FileUpload
        label={label}
        buttonLabel={buttonLabel}
        fields={fields}
        showUploaded={false}
        photo="environment"
        onUploaded={([uploaded]) => {
          if (uploaded) onChange({ id: uploaded.id, name: uploaded.name });
        }}
      />
      {file && (
        <Text size="sm" role="status">
          {attachedLabel(file.name)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
