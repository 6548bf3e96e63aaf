import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useResendSignupEmail } from '../api/resend-signup-email';
import { AuthHeading } from '../components/auth-heading';
import { SignupForm, type SignupCreated } from '../components/signup-form';

/**
 * Account creation: a new business and its owner. The account waits for the emailed link
 * (to sign-in with ?token=), which confirms the address and signs the owner in. A signed-in
 * user never sees this page: the guard sends them to their landing path.
 */
export function CreateAccountPage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<SignupCreated | null>(null);
  usePageTitle(created ? t('auth.createAccount.checkEmailTitle') : t('auth.createAccount.title'));

  if (created) return <CheckYourEmail created={created} />;

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.createAccount.title')} intro={t('auth.createAccount.intro')} />
      <SignupForm onCreated={setCreated} />
      <Group gap={6}>
        <Text size="sm">{t('auth.createAccount.haveAccount')}</Text>
        <Anchor component={Link} to={paths.login()} size="sm">
          {t('auth.createAccount.signIn')}
        </Anchor>
      </Group>
    </Stack>
  );
}

function CheckYourEmail({ created }: { created: SignupCreated }) {
  const { t } = useTranslation();
  const resend = useResendSignupEmail();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const sendAgain = async () => {
    setNotice(null);
    setFailure(null);
    try {
      await resend.mutateAsync({ organisationId: created.data.organisation.id, email: created.email });
      setNotice(t('auth.createAccount.resent', { email: created.email }));
    } catch (error) {
      setFailure(errorMessage(error, t('errors.somethingWentWrong')));
    }
  };

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.createAccount.checkEmailTitle')} />
      <Stack gap="xs" role="status">
        <Text>{created.message || t('accounts.signupConfirmationSent')}</Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('auth.createAccount.sentTo', { email: created.email })}</Text>
      </Stack>
      <FormAlert message={notice} tone="success" />
      <FormAlert message={failure} />
      <Button variant="default" onClick={() => void sendAgain()} loading={resend.isPending}>
        {t('auth.createAccount.resend')}
      </Button>
      <Anchor component={Link} to={paths.login()} size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
