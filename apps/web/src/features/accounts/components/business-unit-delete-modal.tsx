import type { BusinessUnit, ModalName } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useDeleteBusinessUnit } from '../api/delete-business-unit';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';

/** The modal's name in the `action` query value (spec platform §2). */
export const BUSINESS_UNIT_DELETE_MODAL = 'business-unit-delete' satisfies ModalName;

interface BusinessUnitDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  organisationId: string;
  unit: BusinessUnit | null;
  /** The API refused because something links to the unit (409): the message to explain it with. */
  onInUse: (message: string) => void;
}

/** Confirms before a business unit is deleted. */
export function BusinessUnitDeleteModal({
  opened,
  onClose,
  organisationId,
  unit,
  onInUse,
}: BusinessUnitDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteBusinessUnit(organisationId);
  const change = useConfirmedChange(remove, onClose, t('businessSetup.units.deleted'));
  // Something links to the unit: the page explains that instead of this modal.
  const whenInUse = (error: Error) => {
    if (isApiError(error) && error.status === 409) {
      remove.reset();
      onInUse(error.message || t('accounts.businessUnitInUse'));
    }
  };

  const failed = remove.isError && !(isApiError(remove.error) && remove.error.status === 409);
  return (
    <ConfirmModal
      opened={opened && unit !== null}
      {...change.modalProps}
      title={t('businessSetup.units.deleteTitle')}
      error={failed ? remove.error.message : null}
      errorTitle={t('businessSetup.units.actionFailed')}
      keepLabel={t('businessSetup.units.deleteKeep')}
      confirmLabel={t('businessSetup.units.deleteConfirm')}
      confirmColour="red"
      onConfirm={() => unit && change.confirm(unit.id, whenInUse)}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('businessSetup.units.deleteBody', { name: unit?.name ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
