import { MODAL_WIDTH_PX } from '@harvest/domain';
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { InDialogContext } from './modals/in-dialog';

/**
 * The body holds a select's list (drawn in place, below its box: useComboboxPlacement), so the dialog, which scrolls,
 * scrolls to a list that reaches past its bottom instead of leaving it hanging off the screen.
 */
const BODY_HOLDS_LISTS = { body: { position: 'relative' } } as const;

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
