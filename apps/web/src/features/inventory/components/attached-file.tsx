import { bucketForCategory, type FileCategory } from '@harvest/domain';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../ui/file-upload/file-upload';

export interface Attached {
  id: string;
  name: string;
}

interface AttachedFileProps {
  category: Extract<FileCategory, 'sample' | 'weighbridge'>;
  value: Attached | null;
  onChange: (file: Attached | null) => void;
}

/** One file that goes with a movement (a weighbridge ticket, a sample): upload it, see it attached, remove it. */
export function AttachedFile({ category, value, onChange }: AttachedFileProps) {
  const { t } = useTranslation();
  if (value) {
    return (
      <Group gap="xs" justify="space-between">
        <Text size="sm">{t(`inventoryScreens.attachments.${category}.attached`, { name: value.name })}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
          {t(`inventoryScreens.attachments.${category}.remove`)}
        </Button>
      </Group>
    );
  }
  return (
    <FileUpload
      label={t(`inventoryScreens.attachments.${category}.label`)}
      buttonLabel={t(`inventoryScreens.attachments.${category}.upload`)}
      fields={{ bucket: bucketForCategory(category), type: category }}
      showUploaded={false}
      // A ticket or a sample is photographed where it is, on a phone.
      photo="environment"
      onUploaded={([file]) => {
        if (file) onChange({ id: file.id, name: file.name });
      }}
    />
  );
}
