import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressFields } from './organisation-form-resolver';

type AddressField = keyof AddressFields;

interface OrganisationAddressFieldsProps {
  register: (field: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, string | undefined>>;
  readOnly?: boolean;
}

/** The parts of an address, typed in for now; an organisation's and a business unit's alike. */
export function OrganisationAddressFields({ register, errors, readOnly = false }: OrganisationAddressFieldsProps) {
  const { t } = useTranslation();
  const input = (field: AddressField, autoComplete: string) => ({
    label: t(`businessSetup.address.${field}`),
    autoComplete,
    readOnly,
    error: errors[field],
    ...register(field),
  });
  return (
    <Fieldset legend={t('businessSetup.address.legend')} variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput {...input('buildingNumber', 'off')} />
          <TextInput {...input('buildingName', 'off')} />
        </SimpleGrid>
        <TextInput {...input('line1', 'address-line1')} />
        <TextInput {...input('line2', 'address-line2')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput {...input('city', 'address-level2')} />
          <TextInput {...input('region', 'address-level1')} />
        </SimpleGrid>
        <TextInput {...input('postcode', 'postal-code')} maw={200} />
      </Stack>
    </Fieldset>
  );
}
