import type { OrganisationDetails, OrganisationPatch, ModalName } from '@harvest/domain';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetailsFields } from './contact-details-fields';
import {
  CONTACT_API_FIELDS,
  contactFields,
  nullableText,
  toContact,
  type ContactFields,
} from './organisation-form-resolver';
import { useOrganisationPatchForm } from './use-organisation-patch-form';
import { FormModal } from '../../../ui/form-modal';
import { BusinessModalForm } from './business-modal-form';
import { fieldProps } from '../../../ui/field-props';

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
    <FormModal opened={opened} onClose={onClose} title={t('businessSetup.details.modalTitle')} size="lg">
      <OrganisationDetailsForm organisation={organisation} onDone={onClose} />
    </FormModal>
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
    <BusinessModalForm onSubmit={onSubmit} error={formError} pending={form.formState.isSubmitting} onCancel={onDone}>
      <TextInput
        label={t('businessSetup.details.name')}
        autoComplete="organization"
        data-autofocus
        {...fieldProps(form, 'name')}
      />
      <TextInput
        label={t('businessSetup.details.companyNumber')}
        autoComplete="off"
        {...fieldProps(form, 'companyNumber')}
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
    </BusinessModalForm>
  );
}
