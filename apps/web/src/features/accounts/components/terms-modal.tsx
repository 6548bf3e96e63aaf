import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The modal's name in the `action` query value (spec §2: terms and conditions, type general). */
export const TERMS_MODAL = 'terms-and-conditions';

interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The general terms and conditions, read without leaving the page. */
export function TermsModal({ opened, onClose }: TermsModalProps) {
  const { t } = useTranslation();
  const paragraphs = [
    t('legal.terms.intro'),
    t('legal.terms.account'),
    t('legal.terms.trading'),
    t('legal.terms.data'),
    t('legal.terms.ending'),
  ];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('legal.terms.title')}
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
