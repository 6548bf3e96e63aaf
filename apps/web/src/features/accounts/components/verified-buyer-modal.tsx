import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/modals/dialog';
import type { ModalComponentProps } from '../../../ui/modals/modal-registry';

/**
 * What a verified buyer is. Registered with the modal registry, so any screen (a bid, a
 * listing's offers) opens it by name: `useModals().open('verified-buyer')` or `?action=verified-buyer`.
 */
export function VerifiedBuyerModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened onClose={close} title={t('onboarding.verifiedBuyer.modalTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('onboarding.verifiedBuyer.what')}</Text>
        <Text size="sm">{t('onboarding.verifiedBuyer.why')}</Text>
      </Stack>
    </Dialog>
  );
}
