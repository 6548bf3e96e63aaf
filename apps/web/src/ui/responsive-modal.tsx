import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The app's dialog: centred, full screen on a phone, with a close button that says what it does. */
export function ResponsiveModal(props: ModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return <Modal closeButtonProps={{ 'aria-label': t('common.close') }} fullScreen={phone} centered {...props} />;
}
