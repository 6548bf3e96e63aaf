import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActionModal } from '../../../ui/use-action-modal';

/** The modal's name in the `action` query value (spec §2: verified buyer). */
export const VERIFIED_BUYER_MODAL = 'verified-buyer';

/**
 * What a verified buyer is. The app shell mounts it, so any screen (a bid, a listing's
 * offers) opens it by name: `useActionModal('verified-buyer').open()` or `?action=verified-buyer`.
 */
export function VerifiedBuyerModal() {
  const { t } = useTranslation();
  const modal = useActionModal(VERIFIED_BUYER_MODAL);
  return (
    <Modal
      opened={modal.opened}
      onClose={modal.close}
      title={t('onboarding.verifiedBuyer.modalTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('onboarding.verifiedBuyer.what')}</Text>
        <Text size="sm">{t('onboarding.verifiedBuyer.why')}</Text>
      </Stack>
    </Modal>
  );
}
