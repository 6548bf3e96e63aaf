import type { TeamMember } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms/api-validation';
import { useUpdateMembersPermissions } from '../api/update-members-permissions';
import type { BusinessUnitRef } from './permission-business-units';
import { PermissionEditor, type PermissionChoice } from './permission-editor';
import { notify } from '../../../ui/notifications/notify';
import { FormModal } from '../../../ui/form-modal';

interface TeamBulkPermissionsModalProps {
  /** The members chosen; an empty list keeps the modal closed. */
  members: readonly TeamMember[];
  opened: boolean;
  onClose: () => void;
  /** After saving: the choice is done with. */
  onSaved: () => void;
  units: readonly BusinessUnitRef[];
}

/** Spec §6: several team members managed at once, all given the same permissions. */
export function TeamBulkPermissionsModal({ members, opened, onClose, onSaved, units }: TeamBulkPermissionsModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened && members.length > 0}
      onClose={onClose}
      title={t('team.bulk.title', { count: members.length })}
      size="lg"
    >
      <BulkPermissionsForm members={members} units={units} onClose={onClose} onSaved={onSaved} />
    </FormModal>
  );
}

function BulkPermissionsForm({ members, units, onClose, onSaved }: Omit<TeamBulkPermissionsModalProps, 'opened'>) {
  const { t } = useTranslation();
  const update = useUpdateMembersPermissions();
  const [formError, setFormError] = useState<string | null>(null);
  const [choice, setChoice] = useState<PermissionChoice>({ access: {}, businessUnitIds: [] });

  const save = () => {
    setFormError(null);
    update.mutate(
      { userIds: members.map((member) => member.userId), ...choice },
      {
        onSuccess: () => {
          notify({ message: t('accounts.permissionsSaved'), position: 'floating' });
          onSaved();
        },
        onError: (error) => setFormError(errorMessage(error, t('team.actionFailed'))),
      },
    );
  };

  return (
    <FormModal.Form
      onSubmit={save}
      error={formError}
      submitLabel={t('team.bulk.save', { count: members.length })}
      pending={update.isPending}
      cancel={{ label: t('team.inviteForm.cancel'), onCancel: onClose }}
      intro={<Text size="sm">{t('team.bulk.intro', { names: members.map((member) => member.name).join(', ') })}</Text>}
    >
      <PermissionEditor value={choice} onChange={setChoice} units={units} />
    </FormModal.Form>
  );
}
