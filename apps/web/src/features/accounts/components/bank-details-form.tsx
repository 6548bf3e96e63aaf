import { ACCOUNT_NUMBER_DIGITS, type OrganisationDetails, type OrganisationPatch } from '@harvest/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textFields } from '../../../lib/forms/text-fields';
import { FormAlert } from '../../../ui/form-alert';
import { optionalText } from './organisation-form-resolver';
import { OrganisationSection, type BusinessSetupSectionProps } from './organisation-section';
import { useOrganisationPatchForm } from './use-organisation-patch-form';
import { SaveRow } from '../../../ui/save-row';

interface BankDetailsValues {
  bankDetails: {
    accountHolderName: string;
    nickname: string;
    accountNumber: string;
    sortCode: string;
    iban: string;
    bic: string;
    bankName: string;
  };
}

type BankField = keyof BankDetailsValues['bankDetails'];
const FIELDS: readonly BankField[] = [
  'accountHolderName',
  'nickname',
  'accountNumber',
  'sortCode',
  'iban',
  'bic',
  'bankName',
];
const API_FIELDS = FIELDS.map((field) => `bankDetails.${field}` as const);

/** Nothing filled in clears the bank details; anything filled in is checked as a whole. */
function toPatch({ bankDetails: fields }: BankDetailsValues): OrganisationPatch {
  if (FIELDS.every((field) => !fields[field].trim())) return { bankDetails: null };
  return {
    bankDetails: {
      accountHolderName: fields.accountHolderName.trim(),
      nickname: optionalText(fields.nickname),
      accountNumber: fields.accountNumber.replace(/\s+/g, ''),
      sortCode: optionalText(fields.sortCode),
      iban: optionalText(fields.iban),
      bic: optionalText(fields.bic),
      bankName: optionalText(fields.bankName),
    },
  };
}

/** Where the business is paid: account holder, account number and sort code, IBAN and BIC. */
export function BankDetailsForm({ organisationId, canEdit }: BusinessSetupSectionProps) {
  const { t } = useTranslation();
  return (
    <OrganisationSection organisationId={organisationId} title={t('businessSetup.bank.title')}>
      {(organisation) => <BankDetailsFields key={organisation.id} organisation={organisation} canEdit={canEdit} />}
    </OrganisationSection>
  );
}

function BankDetailsFields({ organisation, canEdit }: { organisation: OrganisationDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const bank = organisation.bankDetails;
  const { form, formError, onSubmit } = useOrganisationPatchForm<BankDetailsValues>(organisation, {
    toPatch,
    apiFields: API_FIELDS,
    defaultValues: { bankDetails: textFields(bank, FIELDS) },
  });
  const errors = form.formState.errors.bankDetails;
  const digits = ACCOUNT_NUMBER_DIGITS[organisation.countryISO];

  const input = (field: BankField) => ({
    label: t(`businessSetup.bank.${field}`),
    autoComplete: 'off',
    readOnly: !canEdit,
    error: errors?.[field]?.message,
    ...form.register(`bankDetails.${field}`),
  });

  if (!canEdit && !bank) return <Text size="sm">{t('businessSetup.notGiven')}</Text>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput {...input('accountHolderName')} />
          <TextInput {...input('nickname')} />
          <TextInput
            {...input('accountNumber')}
            inputMode="numeric"
            description={digits ? t('businessSetup.bank.accountNumberDigits', { digits }) : undefined}
          />
          <TextInput {...input('sortCode')} inputMode="numeric" description={t('businessSetup.bank.sortCodeFormat')} />
          <TextInput {...input('iban')} />
          <TextInput {...input('bic')} />
          <TextInput {...input('bankName')} />
        </SimpleGrid>
        {canEdit && <SaveRow label={t('businessSetup.bank.save')} saving={form.formState.isSubmitting} />}
      </Stack>
    </form>
  );
}
