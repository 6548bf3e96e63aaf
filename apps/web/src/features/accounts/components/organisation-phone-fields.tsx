import { PHONE_MASKS } from '@harvest/domain';
import { Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type PhoneField = 'callingCode' | 'number';

interface OrganisationPhoneFieldsProps {
  register: (field: PhoneField) => UseFormRegisterReturn;
  errors: Partial<Record<PhoneField, string | undefined>>;
  /** Whose country's mask the number is written in (spec platform §5). */
  countryIso: string;
  label?: string;
  readOnly?: boolean;
}

/** A telephone: calling code and number, with the country's way of writing it as the hint. */
export function OrganisationPhoneFields({
  register,
  errors,
  countryIso,
  label,
  readOnly = false,
}: OrganisationPhoneFieldsProps) {
  const { t } = useTranslation();
  const mask = PHONE_MASKS[countryIso];
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('businessSetup.phone.callingCode')}
        autoComplete="tel-country-code"
        inputMode="tel"
        w={110}
        readOnly={readOnly}
        error={errors.callingCode}
        {...register('callingCode')}
      />
      <TextInput
        label={label ?? t('businessSetup.phone.number')}
        autoComplete="tel-national"
        inputMode="tel"
        type="tel"
        style={{ flex: 1, minWidth: 0 }}
        readOnly={readOnly}
        description={mask ? t('businessSetup.phone.format', { mask }) : undefined}
        error={errors.number}
        {...register('number')}
      />
    </Group>
  );
}
