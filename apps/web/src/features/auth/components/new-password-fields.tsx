import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NewPasswordFieldsProps {
  /** 'Password' where the person has none yet, 'New password' where one is replaced. */
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}

/** A password chosen under the signup rule (spec §5) and its confirmation: reset, set, signup and invite forms. */
export function NewPasswordFields({ label, password, confirm, passwordError, confirmError }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={label}
        description={t('auth.passwordHint')}
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={passwordError}
        {...password}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={confirmError}
        {...confirm}
      />
    </>
  );
}
