import { loginRequestSchema } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { applyApiValidation } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { clearSignInNotice, peekSignInNotice } from '../../../lib/session/sign-in-notice';
import { fieldProps, requiredFieldProps } from '../../../ui/field-props';
import { FormAlert } from '../../../ui/form-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useLogin } from '../api/login';
import { AuthHeading } from '../components/auth-heading';
import { completeSignIn, NoProfilesError } from '../sign-in';
import { SignInEmailField } from '../components/sign-in-email-field';
import { AuthForm } from '../components/auth-form';

/** Status of a first sign-in with a temporary password: choose a new one, then send both. */
const NEW_PASSWORD_REQUIRED = 409;

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.submit'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // 'Session expired' and the like: shown once, then forgotten.
  const [notice] = useState(peekSignInNotice);
  useEffect(clearSignInNotice, []);
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const loginMutation = useLogin();
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    if (needsNewPassword) form.setFocus('newPassword');
  }, [needsNewPassword, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await loginMutation.mutateAsync(values);
      await navigate(completeSignIn(response, redirect), { replace: true });
    } catch (error) {
      if (error instanceof NoProfilesError) {
        setFormError(t('auth.signIn.noProfiles'));
      } else if (isApiError(error) && error.status === NEW_PASSWORD_REQUIRED && !needsNewPassword) {
        setNeedsNewPassword(true);
      } else {
        setFormError(applyApiValidation(error, form.setError, ['username', 'password', 'newPassword']));
      }
    }
  });

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.signIn.title')} intro={t('auth.signIn.intro')} />
      <FormAlert message={notice} tone="info" />
      <AuthForm
        onSubmit={onSubmit}
        error={formError}
        submitLabel={t('auth.signIn.submit')}
        pending={form.formState.isSubmitting}
      >
        <SignInEmailField {...fieldProps(form, 'username')} />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          {...requiredFieldProps(form, 'password')}
        />
        {needsNewPassword && (
          <>
            <FormAlert message={t('auth.newPasswordRequired')} tone="info" />
            <PasswordInput
              label={t('auth.signIn.newPassword')}
              description={t('auth.passwordHint')}
              autoComplete="new-password"
              {...requiredFieldProps(form, 'newPassword')}
            />
          </>
        )}
      </AuthForm>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={paths.forgotPassword()} size="sm">
          {t('auth.signIn.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to={paths.signInWithoutPassword(redirect)} size="sm">
          {t('auth.signIn.withoutPassword')}
        </Anchor>
      </Group>
      <Divider />
      <Group justify="center" gap={6}>
        <Text size="sm">{t('auth.signIn.noAccount')}</Text>
        <Anchor component={Link} to={paths.createAccount} size="sm" fw={600}>
          {t('auth.signIn.createAccount')}
        </Anchor>
      </Group>
    </Stack>
  );
}
