import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldProps, requiredFieldProps, type FieldForm } from './field-props';

interface PersonNameFieldsProps {
  /** The react-hook-form form that holds `givenName` and `familyName`. */
  form: FieldForm<'givenName' | 'familyName'>;
  required?: boolean;
  /** Someone else's name (an invitation): the browser must not offer the person's own. */
  someoneElse?: boolean;
}

/** A person's first and last names side by side: signup, an invitation, one's own details. */
export function PersonNameFields({ form, required = false, someoneElse = false }: PersonNameFieldsProps) {
  const { t } = useTranslation();
  const bind = required ? requiredFieldProps : fieldProps;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label={t('personName.givenName')}
        autoComplete={someoneElse ? 'off' : 'given-name'}
        {...bind(form, 'givenName')}
      />
      <TextInput
        label={t('personName.familyName')}
        autoComplete={someoneElse ? 'off' : 'family-name'}
        {...bind(form, 'familyName')}
      />
    </SimpleGrid>
  );
}
