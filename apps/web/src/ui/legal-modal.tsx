import type { ModalName } from '@harvest/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LegalDocument = 'terms' | 'privacy';

/** The modal names of spec §2, which the `action` query value opens. */
export const LEGAL_MODALS = {
  terms: 'terms-and-conditions',
  privacy: 'privacy',
} as const satisfies Record<LegalDocument, ModalName>;

interface LegalModalProps {
  document: LegalDocument;
  opened: boolean;
  onClose: () => void;
}

/** The general terms and conditions, or the privacy notice, read without leaving the page. */
export function LegalModal({ document, opened, onClose }: LegalModalProps) {
  const { t } = useTranslation();
  const paragraphs =
    document === 'terms'
      ? [
          t('legal.terms.intro'),
          t('legal.terms.account'),
          t('legal.terms.trading'),
          t('legal.terms.data'),
          t('legal.terms.ending'),
        ]
      : [t('legal.privacy.intro'), t('legal.privacy.sharing'), t('legal.privacy.marketing'), t('legal.privacy.rights')];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={document === 'terms' ? t('legal.terms.title') : t('legal.privacy.title')}
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
