import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { useDeleteFleetItem } from '../api/delete-fleet-item';

interface RemoveFleetItemModalProps {
  /** What is removed: its list, id and the name it is known by; null while nothing is. */
  item: { kind: 'vehicles' | 'trailers' | 'drivers'; id: string; name: string } | null;
  title: string;
  body: string;
  onClose: () => void;
}

/** Asks before a vehicle, trailer or driver leaves the fleet. */
export function RemoveFleetItemModal({ item, title, body, onClose }: RemoveFleetItemModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteFleetItem();
  const change = useConfirmedChange(remove, onClose, t('fleet.removed', { name: item?.name ?? '' }));
  return (
    <ConfirmModal
      title={title}
      keepLabel={t('fleet.keep')}
      confirmLabel={t('fleet.removeConfirm')}
      confirmColour="red"
      errorTitle={t('errors.somethingWentWrong')}
      {...change.modalFor(item, (subject) => ({ kind: subject.kind, id: subject.id }))}
    >
      <Text>{body}</Text>
    </ConfirmModal>
  );
}
