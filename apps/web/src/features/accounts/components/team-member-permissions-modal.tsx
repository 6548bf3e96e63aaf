import { grantableAccess, OWNER_GROUP, type Group, type UserInfo, type ModalName } from '@harvest/domain';
import { Button, Group as MantineGroup, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms/api-validation';
import { FormAlert } from '../../../ui/form-alert';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import type { BusinessUnitRef } from './permission-business-units';
import { PermissionEditor, type PermissionChoice } from './permission-editor';
import { notify } from '../../../ui/notifications/notify';
import { QueryState } from '../../../ui/query-state';
import { FormModal } from '../../../ui/form-modal';
import { useComboboxPlacement } from '../../../ui/combobox-placement';

/** The modal's name in the `action` query value (spec §2: team member permissions edit). */
export const TEAM_MEMBER_EDIT_MODAL = 'team-member-permissions-edit' satisfies ModalName;

interface TeamMemberPermissionsModalProps {
  /** The member whose permissions show; null keeps the modal closed. */
  userId: string | null;
  opened: boolean;
  onClose: () => void;
  /** Only an owner edits permissions (spec §6); anyone else reads them. */
  canEdit: boolean;
  units: readonly BusinessUnitRef[];
  groups: readonly Group[];
}

/** One member's groups, permissions and business units. */
export function TeamMemberPermissionsModal({ userId, opened, onClose, ...rest }: TeamMemberPermissionsModalProps) {
  const { t } = useTranslation();
  const user = useUser(opened ? userId : null);
  return (
    <FormModal
      opened={opened && userId !== null}
      onClose={onClose}
      title={user.data ? t('team.editForm.title', { name: user.data.name }) : t('team.editForm.titleLoading')}
      size="lg"
    >
      <QueryState query={user} errorTitle={t('team.editForm.loadError')}>
        {(data) => (
          // Keyed by the member, so the form starts from their saved choices.
          <MemberPermissionsForm key={data.userId} user={data} onDone={onClose} {...rest} />
        )}
      </QueryState>
    </FormModal>
  );
}

interface MemberPermissionsFormProps extends Omit<TeamMemberPermissionsModalProps, 'userId' | 'opened' | 'onClose'> {
  user: UserInfo;
  onDone: () => void;
}

function MemberPermissionsForm({ user, onDone, canEdit, units, groups }: MemberPermissionsFormProps) {
  const { t } = useTranslation();
  const placement = useComboboxPlacement();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const [chosenGroups, setChosenGroups] = useState(user.groups.filter((group) => group !== OWNER_GROUP));
  const [choice, setChoice] = useState<PermissionChoice>({
    access: grantableAccess(user.access),
    businessUnitIds: user.businessUnitIds,
  });
  const lockedReason = !canEdit ? t('accounts.ownerOnly') : user.isOwner ? t('team.inviteForm.ownerNote') : undefined;
  const editable = lockedReason === undefined;
  // Ownership changes hands only by a transfer, never from this list.
  const groupOptions = groups.filter((group) => group.id !== OWNER_GROUP);
  const known = new Set(groupOptions.map((group) => group.id));

  const save = () => {
    setFormError(null);
    update.mutate(
      { userId: user.userId, patch: { groups: chosenGroups, ...choice } },
      {
        onSuccess: () => {
          notify({ message: t('accounts.permissionsSaved'), position: 'floating' });
          onDone();
        },
        onError: (error) => setFormError(errorMessage(error, t('team.actionFailed'))),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
      <FormAlert message={formError} />
      <MultiSelect
        label={t('team.inviteForm.groups')}
        placeholder={chosenGroups.length ? undefined : t('team.inviteForm.groupsPlaceholder')}
        data={[
          ...groupOptions.map((group) => ({ value: group.id, label: group.name })),
          ...chosenGroups.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
        ]}
        value={chosenGroups}
        onChange={setChosenGroups}
        disabled={!editable}
        clearable
        comboboxProps={placement}
      />
      <PermissionEditor value={choice} onChange={setChoice} units={units} lockedReason={lockedReason} />
      <MantineGroup justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {editable ? t('team.inviteForm.cancel') : t('common.close')}
        </Button>
        {editable && (
          <Button onClick={save} loading={update.isPending}>
            {t('team.editForm.save')}
          </Button>
        )}
      </MantineGroup>
    </Stack>
  );
}
