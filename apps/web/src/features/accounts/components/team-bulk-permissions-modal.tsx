import type { TeamMember } from '@harvest/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms/api-validation';
import { FormAlert } from '../../../ui/form-alert';
import { ResponsiveModal } from '../../../ui/responsive-modal';
import { useUpdateMembersPermissions } from '../api/update-members-permissions';
import type { BusinessUnitRef } from './permission-business-units';
import { PermissionEditor, type PermissionChoice } from './permission-editor';
import { notify } from '../../../ui/notifications/notify';

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
    <ResponsiveModal
      opened={opened && members.length > 0}
      onClose={onClose}
      title={t('team.bulk.title', { count: members.length })}
      size="lg"
    >
      <BulkPermissionsForm members={members} units={units} onClose={onClose} onSaved={onSaved} />
    </ResponsiveModal>
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
    <Stack gap="md">
      <Text size="sm">{t('team.bulk.intro', { names: members.map((member) => member.name).join(', ') })}</Text>
      <FormAlert message={formError} />
      <PermissionEditor value={choice} onChange={setChoice} units={units} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('team.inviteForm.cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {t('team.bulk.save', { count: members.length })}
        </Button>
      </Group>
    </Stack>
  );
}
