import { bucketForCategory, type FileCategory } from '@harvest/domain';
import { Button, Group, Text } from '@mantine/core';
import { FileUpload } from '../../../ui/file-upload/file-upload';

export interface Attached {
  id: string;
  name: string;
}

interface AttachedFileProps {
  category: Extract<FileCategory, 'sample' | 'weighbridge'>;
  value: Attached | null;
  onChange: (file: Attached | null) => void;
  texts: { label: string; upload: string; attached: (name: string) => string; remove: string };
}

/** One file that goes with a movement (a weighbridge ticket, a sample): upload it, see it attached, remove it. */
export function AttachedFile({ category, value, onChange, texts }: AttachedFileProps) {
  if (value) {
    return (
      <Group gap="xs" justify="space-between">
        <Text size="sm">{texts.attached(value.name)}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
          {texts.remove}
        </Button>
      </Group>
    );
  }
  return (
    <FileUpload
      label={texts.label}
      buttonLabel={texts.upload}
      fields={{ bucket: bucketForCategory(category), type: category }}
      showUploaded={false}
      onUploaded={([file]) => {
        if (file) onChange({ id: file.id, name: file.name });
      }}
    />
  );
}
