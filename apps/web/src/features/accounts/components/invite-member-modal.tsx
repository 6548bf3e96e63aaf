import { inviteRequestSchema, OWNER_GROUP, type Group, type ModalName } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useSendInvite } from '../api/send-invite';
import { PermissionBusinessUnits, type BusinessUnitRef } from './permission-business-units';
import { PermissionTable } from './permission-table';
import { notify } from '../../../ui/notifications/notify';
import { FormModal } from '../../../ui/form-modal';
import { EmailField } from '../../../ui/email-field';
import { useComboboxPlacement } from '../../../ui/combobox-placement';
import { controlledProps, requiredFieldProps } from '../../../ui/field-props';
import { PersonNameFields } from '../../../ui/person-name-fields';

/** The modal's name in the `action` query value (spec §2: team member permissions new). */
export const TEAM_MEMBER_NEW_MODAL = 'team-member-permissions-new' satisfies ModalName;

/** Where the API's validation may point; anything else (an access entry) shows above the form. */
const API_FIELDS = ['email', 'givenName', 'familyName', 'groups'] as const;

interface InviteMemberModalProps {
  opened: boolean;
  onClose: () => void;
  organisationName: string;
  groups: readonly Group[];
  /** The groups could not be loaded: the built-in ones are offered, and the form says so. */
  groupsFailed: boolean;
  /** Only an owner gives access (spec §6); anyone else invites with none, for the owner to set. */
  canSetPermissions: boolean;
  /** The organisation's business units, to limit the person to some of them. */
  units: readonly BusinessUnitRef[];
}

/** 'Invite a team member': who, their groups and their access. */
export function InviteMemberModal({ opened, onClose, ...formProps }: InviteMemberModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('team.inviteForm.title')} size="lg">
      <InviteMemberForm onDone={onClose} {...formProps} />
    </FormModal>
  );
}

interface InviteMemberFormProps extends Omit<InviteMemberModalProps, 'opened' | 'onClose'> {
  onDone: () => void;
}

function InviteMemberForm({
  onDone,
  organisationName,
  groups,
  groupsFailed,
  canSetPermissions,
  units,
}: InviteMemberFormProps) {
  const { t } = useTranslation();
  const placement = useComboboxPlacement();
  const send = useSendInvite();
  const form = useForm({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '', givenName: '', familyName: '', groups: [], access: {}, businessUnitIds: [] },
  });
  const chosenGroups = useWatch({ control: form.control, name: 'groups' });
  const owner = chosenGroups?.includes(OWNER_GROUP) ?? false;

  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, async (values) => {
    const { message } = await send.mutateAsync(values);
    notify({ message: message || t('accounts.inviteSent'), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={formError}
      submitLabel={t('team.inviteForm.submit')}
      pending={form.formState.isSubmitting}
      cancel={{ label: t('team.inviteForm.cancel'), onCancel: onDone }}
      intro={<Text size="sm">{t('team.inviteForm.intro', { organisation: organisationName })}</Text>}
    >
      <EmailField
        label={t('team.inviteForm.email')}
        autoComplete="off"
        data-autofocus
        {...requiredFieldProps(form, 'email')}
      />
      <PersonNameFields form={form} required someoneElse />
      <Controller
        control={form.control}
        name="groups"
        render={(state) => (
          <MultiSelect
            {...controlledProps(state)}
            label={t('team.inviteForm.groups')}
            placeholder={state.field.value?.length ? undefined : t('team.inviteForm.groupsPlaceholder')}
            description={groupsFailed ? t('team.inviteForm.groupsError') : undefined}
            data={groups.map((group) => ({ value: group.id, label: group.name }))}
            value={state.field.value ?? []}
            onChange={state.field.onChange}
            clearable
            comboboxProps={placement}
          />
        )}
      />
      <Controller
        control={form.control}
        name="access"
        render={({ field }) => (
          <PermissionTable
            value={field.value ?? {}}
            onChange={field.onChange}
            disabled={owner || !canSetPermissions}
            description={
              !canSetPermissions ? t('accounts.ownerOnly') : owner ? t('team.inviteForm.ownerNote') : undefined
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="businessUnitIds"
        render={({ field }) => (
          <PermissionBusinessUnits
            units={units}
            value={field.value ?? []}
            onChange={field.onChange}
            disabled={!canSetPermissions}
          />
        )}
      />
    </FormModal.Form>
  );
}
