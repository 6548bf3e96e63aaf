import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { requiredFieldProps, type FieldForm } from '../../../ui/field-props';

interface NewPasswordFieldsProps {
  /** 'Password' where the person has none yet, 'New password' where one is replaced. */
  label: string;
  /** The react-hook-form form that holds `password` and `passwordConfirm`. */
  form: FieldForm<'password' | 'passwordConfirm'>;
}

/** A password chosen under the signup rule (spec §5) and its confirmation: reset, set, signup and invite forms. */
export function NewPasswordFields({ label, form }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={label}
        description={t('auth.passwordHint')}
        autoComplete="new-password"
        {...requiredFieldProps(form, 'password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        {...requiredFieldProps(form, 'passwordConfirm')}
      />
    </>
  );
}
