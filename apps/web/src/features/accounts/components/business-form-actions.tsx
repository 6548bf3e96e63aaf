import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of a business setup form; Save submits the form around it. */
export function BusinessFormActions({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('businessSetup.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('businessSetup.save')}
      </Button>
    </Group>
  );
}
