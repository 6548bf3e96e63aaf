import {
  organisationPatchIssues,
  organisationPatchSchema,
  type OrganisationDetails,
  type OrganisationPatch,
} from '@harvest/domain';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useUpdateOrganisation } from '../api/update-organisation';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { phoneIssueField } from './organisation-form-resolver';
import { notify } from '../../../ui/notifications/notify';

interface OrganisationPatchFormOptions<T extends FieldValues> {
  toPatch: (values: T) => OrganisationPatch;
  defaultValues: DefaultValues<T>;
  /** Where the API's validation may point. */
  apiFields: readonly Path<T>[];
  /** After the saved notice (a modal closes). */
  onSaved?: () => void;
}

/**
 * A form that edits part of the organisation (PATCH): checked by the domain's rules for the
 * organisation's country, saved with the usual notice.
 */
export function useOrganisationPatchForm<T extends FieldValues>(
  organisation: OrganisationDetails,
  { toPatch, defaultValues, apiFields, onSaved }: OrganisationPatchFormOptions<T>,
) {
  const { t } = useTranslation();
  const update = useUpdateOrganisation(organisation.id);
  const form = useForm<T, unknown, OrganisationPatch>({
    resolver: domainResolver(
      organisationPatchSchema,
      toPatch,
      (patch) => organisationPatchIssues(organisation.countryISO, patch),
      phoneIssueField,
    ),
    defaultValues,
  });
  const { formError, onSubmit } = useApiFormSubmit(form, apiFields, async (patch) => {
    await update.mutateAsync(patch);
    notify({ message: t('accounts.settingsSaved'), position: 'floating' });
    onSaved?.();
  });
  return { form, formError, onSubmit };
}
