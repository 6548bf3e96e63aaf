import { MODAL_WIDTH_PX, type ModalVariant } from '@harvest/domain';
import { Drawer, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal } from '../responsive-modal';
import { BODY_HOLDS_LISTS, InDialogContext } from './in-dialog';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** A fly-out comes in from the right; a centred dialog sits in the middle (spec §2). */
  variant?: ModalVariant;
  /** A centred dialog's width where a form needs more room than 576 px ('lg'). */
  size?: ModalProps['size'];
}

/**
 * The app's dialog (spec §2): fly-out or centred, 576 px wide, the whole screen on a phone.
 * Its close button says what it does.
 */
export function Dialog({ opened, onClose, title, children, variant = 'centred', size }: DialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const closeButtonProps = { 'aria-label': t('common.close') };
  if (variant === 'flyout') {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        position="right"
        size={phone ? '100%' : MODAL_WIDTH_PX}
        closeButtonProps={closeButtonProps}
        styles={BODY_HOLDS_LISTS}
        data-variant="flyout"
      >
        <InDialogContext value>{children}</InDialogContext>
      </Drawer>
    );
  }
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size ?? MODAL_WIDTH_PX}
      data-variant="centred"
    >
      {children}
    </ResponsiveModal>
  );
}
