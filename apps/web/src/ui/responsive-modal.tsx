import { MODAL_WIDTH_PX } from '@harvest/domain';
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BODY_HOLDS_LISTS, InDialogContext } from './modals/in-dialog';

/** The app's centred dialog (spec §2): 576 px wide, full screen on a phone, with a close button that says what it does. */
export function ResponsiveModal({ children, ...props }: ModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size={MODAL_WIDTH_PX}
      fullScreen={phone}
      centered
      styles={BODY_HOLDS_LISTS}
      {...props}
    >
      <InDialogContext value>{children}</InDialogContext>
    </Modal>
  );
}
