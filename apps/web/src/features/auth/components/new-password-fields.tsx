import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

type PasswordField = 'password' | 'passwordConfirm';

interface NewPasswordFieldsProps {
  /** 'Password' where the person has none yet, 'New password' where one is replaced. */
  label: string;
  /** The react-hook-form form that holds `password` and `passwordConfirm`. */
  form: {
    register: (name: PasswordField) => UseFormRegisterReturn;
    formState: { errors: Partial<Record<PasswordField, { message?: string }>> };
  };
}

/** A password chosen under the signup rule (spec §5) and its confirmation: reset, set, signup and invite forms. */
export function NewPasswordFields({ label, form }: NewPasswordFieldsProps) {
  const { errors } = form.formState;
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={label}
        description={t('auth.passwordHint')}
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={errors.passwordConfirm?.message}
        {...form.register('passwordConfirm')}
      />
    </>
  );
}
