import { userPatchSchema, type Profile, type UserPatch } from '@harvest/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { meQueryKey } from '../api/accounts-query-keys';
import { useUpdateUser } from '../api/update-user';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import {
  messagesOf,
  PHONE_KEYS,
  phoneFields,
  phoneIssueField,
  phoneIssues,
  toPhone,
  type PhoneFields,
} from './organisation-form-resolver';
import { OrganisationPhoneFields } from './organisation-phone-fields';
import { notify } from '../../../ui/notifications/notify';
import { SaveRow } from '../../../ui/save-row';
import { PersonNameFields } from '../../../ui/person-name-fields';

interface ProfileDetailsValues {
  givenName: string;
  familyName: string;
  phone: PhoneFields;
}

const API_FIELDS = ['givenName', 'familyName', 'phone.number'] as const;

function toPatch(values: ProfileDetailsValues): UserPatch {
  return { givenName: values.givenName.trim(), familyName: values.familyName.trim(), phone: toPhone(values.phone) };
}

/** One's own name and phone (PATCH /customers/users/{userId}); the header shows the new name at once. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateUser();
  const countryIso = profile.organisation.countryISO;
  const form = useForm<ProfileDetailsValues, unknown, UserPatch>({
    resolver: domainResolver(userPatchSchema, toPatch, phoneIssues(countryIso), phoneIssueField),
    defaultValues: { givenName: profile.givenName, familyName: profile.familyName, phone: phoneFields(profile.phone) },
  });
  const { errors } = form.formState;

  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, async (patch) => {
    await update.mutateAsync({ userId: profile.userId, patch });
    // The session's profile carries the name the header and menu show.
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    notify({ message: t('accounts.settingsSaved'), position: 'floating' });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <PersonNameFields form={form} />
        <OrganisationPhoneFields
          countryIso={countryIso}
          label={t('account.phoneNumber')}
          register={(field) => form.register(`phone.${field}`)}
          errors={messagesOf(PHONE_KEYS, errors.phone)}
        />
        <SaveRow label={t('account.saveDetails')} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
