import type { OrganisationDetails, OrganisationPatch, ModalName } from '@harvest/domain';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { ResponsiveModal } from '../../../ui/responsive-modal';
import { ContactDetailsFields } from './contact-details-fields';
import {
  CONTACT_API_FIELDS,
  contactFields,
  nullableText,
  toContact,
  type ContactFields,
} from './organisation-form-resolver';
import { useOrganisationPatchForm } from './use-organisation-patch-form';
import { BusinessFormActions } from './business-form-actions';

/** The modal's name in the `action` query value (spec platform §2). */
export const ORGANISATION_DETAILS_MODAL = 'organisation-details' satisfies ModalName;

interface OrganisationDetailsValues extends ContactFields {
  name: string;
  companyNumber: string;
}

const API_FIELDS = ['name', 'companyNumber', ...CONTACT_API_FIELDS] as const;

function toPatch(values: OrganisationDetailsValues): OrganisationPatch {
  return {
    name: values.name.trim(),
    companyNumber: nullableText(values.companyNumber),
    ...toContact(values),
  };
}

interface OrganisationDetailsModalProps {
  opened: boolean;
  onClose: () => void;
  organisation: OrganisationDetails;
}

/** Edits the business's name, company number, contact details and address. */
export function OrganisationDetailsModal({ opened, onClose, organisation }: OrganisationDetailsModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('businessSetup.details.modalTitle')} size="lg">
      <OrganisationDetailsForm organisation={organisation} onDone={onClose} />
    </ResponsiveModal>
  );
}

function OrganisationDetailsForm({ organisation, onDone }: { organisation: OrganisationDetails; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, formError, onSubmit } = useOrganisationPatchForm<OrganisationDetailsValues>(organisation, {
    toPatch,
    apiFields: API_FIELDS,
    onSaved: onDone,
    defaultValues: {
      name: organisation.name,
      companyNumber: organisation.companyNumber ?? '',
      ...contactFields(organisation),
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label={t('businessSetup.details.name')}
          autoComplete="organization"
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('businessSetup.details.companyNumber')}
          autoComplete="off"
          error={errors.companyNumber?.message}
          {...form.register('companyNumber')}
        />
        <ContactDetailsFields
          register={(path) => form.register(path)}
          setAddressField={(field, value) => form.setValue(`address.${field}`, value, { shouldDirty: true })}
          hasAddress={organisation.address !== null}
          errors={errors}
          countryIso={organisation.countryISO}
          emailLabel={t('businessSetup.details.email')}
          phoneLabel={t('businessSetup.details.phone')}
          emailAutoComplete="email"
        />
        <BusinessFormActions onCancel={onDone} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
