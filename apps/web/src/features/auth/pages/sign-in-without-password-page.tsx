import { sendMagicLinkRequestSchema } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useSendMagicLink } from '../api/send-magic-link';
import { useMagicLinkSignIn } from '../api/verify-magic-link';
import { AuthHeading } from '../components/auth-heading';
import { NoProfilesError } from '../sign-in';
import { SignInEmailField } from '../components/sign-in-email-field';
import { fieldProps } from '../../../ui/field-props';
import { AuthForm } from '../components/auth-form';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';

/** Email -> a one-time link; the link brings the user back here with ?token= and signs them in. */
export function SignInWithoutPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.magicLink.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirect = params.get('redirect');

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.magicLink.title')} intro={token ? undefined : t('auth.magicLink.intro')} />
      {token ? <VerifyLink token={token} redirect={redirect} /> : <SendLinkForm />}
      <Anchor component={Link} to={paths.login(redirect)} size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}

function VerifyLink({ token, redirect }: { token: string; redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verification = useMagicLinkSignIn(token, redirect);
  const next = verification.data;

  useEffect(() => {
    if (next) void navigate(next, { replace: true });
  }, [next, navigate]);

  if (verification.isError) {
    const failure =
      verification.error instanceof NoProfilesError
        ? t('auth.signIn.noProfiles')
        : errorMessage(verification.error, t('auth.linkError'));
    return (
      <Stack gap="md">
        <FormAlert title={t('auth.magicLink.verifyFailed')} message={failure} />
        <SendLinkForm />
      </Stack>
    );
  }
  return <LoadingState label={t('auth.magicLink.verifying')} />;
}

function SendLinkForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendMagicLink();
  const form = useForm({ resolver: zodResolver(sendMagicLinkRequestSchema), defaultValues: { email: '' } });

  const submit = useApiFormSubmit(form, ['email'], async (values) => {
    await send.mutateAsync(values);
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Title order={2} size="h4">
          {t('auth.magicLink.checkEmailTitle')}
        </Title>
        <Text>{t('auth.magicLink.checkEmail', { email: sentTo })}</Text>
        <Button variant="default" onClick={() => setSentTo(null)}>
          {t('auth.magicLink.sendAnother')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthForm {...submit.modalForm} submitLabel={t('auth.magicLink.submit')}>
      <SignInEmailField {...fieldProps(form, 'email')} />
    </AuthForm>
  );
}
