import { forgottenPasswordRequestSchema } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../ui/use-page-title';
import { useForgottenPassword } from '../api/forgotten-password';
import { AuthHeading } from '../components/auth-heading';
import { SignInEmailField } from '../components/sign-in-email-field';
import { fieldProps } from '../../../ui/field-props';
import { AuthForm } from '../components/auth-form';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';

export interface ResetNoticeState {
  notice: string;
}

/** Asks for a reset code, then moves on to the reset form with the email filled in. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgotPassword.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const request = useForgottenPassword();
  const form = useForm({
    resolver: zodResolver(forgottenPasswordRequestSchema),
    defaultValues: { username: params.get('username') ?? '' },
  });

  const submit = useApiFormSubmit(form, ['username'], async (values) => {
    const state: ResetNoticeState = { notice: await request.mutateAsync(values) };
    await navigate(paths.resetPassword(values.username), { state });
  });

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.forgotPassword.title')} intro={t('auth.forgotPassword.intro')} />
      <AuthForm {...submit.modalForm} submitLabel={t('auth.forgotPassword.submit')}>
        <SignInEmailField {...fieldProps(form, 'username')} />
      </AuthForm>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={paths.login()} size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
        <Anchor component={Link} to={paths.resetPassword()} size="sm">
          {t('auth.forgotPassword.haveCode')}
        </Anchor>
      </Group>
    </Stack>
  );
}
