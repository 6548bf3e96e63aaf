import { resetPasswordRequestSchema } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from './new-password-fields';
import { applyApiValidation, errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { login } from '../api/login';
import { useResendPassword } from '../api/resend-password';
import { useResetPassword } from '../api/reset-password';
import { completeSignIn, NoProfilesError } from '../sign-in';
import { AuthHeading } from './auth-heading';
import { SignInEmailField } from './sign-in-email-field';
import { AuthForm } from '../components/auth-form';
import { fieldProps, requiredFieldProps } from '../../../ui/field-props';

interface PasswordResetFormProps {
  /** 'set' for invited users choosing their first password; the same form, other words. */
  variant: 'reset' | 'set';
}

function noticeFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

/**
 * Username, code, password and confirmation, filled in from the email's link
 * (?username=&code=). On success it signs in with the new password and lands.
 */
export function PasswordResetForm({ variant }: PasswordResetFormProps) {
  const { t } = useTranslation();
  const title = variant === 'set' ? t('auth.resetPassword.setTitle') : t('auth.resetPassword.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState(() => noticeFrom(location.state));
  const reset = useResetPassword();
  const resend = useResendPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: {
      username: params.get('username') ?? '',
      confirmationCode: params.get('code') ?? '',
      password: '',
      passwordConfirm: '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      setFormError(
        applyApiValidation(error, form.setError, ['username', 'confirmationCode', 'password', 'passwordConfirm']),
      );
      return;
    }
    setNotice(t('auth.resetPassword.savedSigningIn'));
    try {
      const response = await login({ username: values.username, password: values.password });
      await navigate(completeSignIn(response, null), { replace: true });
    } catch (error) {
      // The password is saved either way: signing in by hand is the way on.
      setFormError(
        error instanceof NoProfilesError
          ? t('auth.signIn.noProfiles')
          : errorMessage(error, t('errors.somethingWentWrong')),
      );
    }
  });

  const resendCode = async () => {
    const valid = await form.trigger('username');
    if (!valid) return;
    const email = form.getValues('username').trim();
    setFormError(null);
    try {
      await resend.mutateAsync(email);
      setNotice(t('auth.resetPassword.codeResent', { email }));
    } catch (error) {
      setFormError(errorMessage(error, t('errors.somethingWentWrong')));
    }
  };

  return (
    <Stack gap="lg">
      <AuthHeading
        title={title}
        intro={variant === 'set' ? t('auth.resetPassword.setIntro') : t('auth.resetPassword.intro')}
      />
      <FormAlert message={notice} tone="info" />
      <AuthForm
        onSubmit={onSubmit}
        error={formError}
        submitLabel={variant === 'set' ? t('auth.resetPassword.setSubmit') : t('auth.resetPassword.submit')}
        pending={form.formState.isSubmitting}
      >
        <SignInEmailField {...fieldProps(form, 'username')} />
        <TextInput
          label={t('auth.resetPassword.code')}
          description={t('auth.resetPassword.codeHint')}
          autoComplete="one-time-code"
          {...requiredFieldProps(form, 'confirmationCode')}
        />
        <NewPasswordFields label={t('auth.resetPassword.password')} form={form} />
      </AuthForm>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={paths.login()} size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => void resendCode()}>
          {t('auth.resetPassword.resendCode')}
        </Anchor>
      </Group>
    </Stack>
  );
}
