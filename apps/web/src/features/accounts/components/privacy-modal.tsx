import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The modal's name in the `action` query value (spec §2: privacy). */
export const PRIVACY_MODAL = 'privacy';

interface PrivacyModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The privacy notice: what we keep about a person, who sees it and what they can ask for. */
export function PrivacyModal({ opened, onClose }: PrivacyModalProps) {
  const { t } = useTranslation();
  const paragraphs = [
    t('legal.privacy.intro'),
    t('legal.privacy.sharing'),
    t('legal.privacy.marketing'),
    t('legal.privacy.rights'),
  ];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('legal.privacy.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      centered
    >
      <Stack gap="sm">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}
