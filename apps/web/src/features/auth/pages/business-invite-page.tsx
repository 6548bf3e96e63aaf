import { confirmMatches, passwordSchema, type InviteLookup } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '../components/new-password-fields';
import { isApiError } from '../../../lib/api/api-error';
import { applyApiValidation, errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { isAuthenticated } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { sessionStore, type SessionState } from '../../../lib/storage/session-store';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/form-alert';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { acceptInvite } from '../api/accept-invite';
import { useInviteLookup } from '../api/lookup-invite';
import { AuthHeading } from '../components/auth-heading';
import { completeSignIn, NoProfilesError, signOut } from '../sign-in';
import { AuthForm } from '../components/auth-form';

/** A new user's first password: the signup rule, confirmed. */
const invitePasswordSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string().min(1) })
  .superRefine(confirmMatches('password', 'passwordConfirm'));
type InvitePassword = z.infer<typeof invitePasswordSchema>;

const INVITE_INVALID_STATUS = 404;

/** The email of whoever is signed in here when it is not the invited person, else null. */
function otherSignedInEmail(session: SessionState, invitedEmail: string): string | null {
  const email = isAuthenticated(session) ? (session.profile?.email ?? null) : null;
  return email && email.toLowerCase() !== invitedEmail.toLowerCase() ? email : null;
}

/**
 * The link in an invitation email (?token=): who invited the person to which business,
 * then joining, with a first password for someone new to Harvest. Joining signs in.
 */
export function BusinessInvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const lookup = useInviteLookup(token);
  // Kept once read: signing another user out clears the query cache, and the form must stay.
  const [kept, setKept] = useState<{ token: string; invite: InviteLookup } | null>(null);
  if (token && lookup.data && lookup.data !== kept?.invite) setKept({ token, invite: lookup.data });
  const invite = kept && kept.token === token ? kept.invite : null;
  const [failed, setFailed] = useState<{ token: string; message: string } | null>(null);
  const invalid = failed && failed.token === token ? failed.message : null;
  usePageTitle(
    invite && !invalid
      ? t('auth.businessInvite.title', { organisation: invite.organisationName })
      : t('auth.businessInvite.pageTitle'),
  );

  if (!token) return <InvalidInvite message={t('accounts.inviteInvalid')} />;
  if (invalid) return <InvalidInvite message={invalid} />;
  if (invite) {
    return <AcceptInvite token={token} invite={invite} onInvalid={(message) => setFailed({ token, message })} />;
  }
  if (lookup.isError) {
    if (isApiError(lookup.error) && lookup.error.status === INVITE_INVALID_STATUS) {
      return <InvalidInvite message={errorMessage(lookup.error, t('accounts.inviteInvalid'))} />;
    }
    return (
      <Stack gap="lg">
        <AuthHeading title={t('auth.businessInvite.pageTitle')} />
        <ErrorState
          title={t('errors.somethingWentWrong')}
          message={lookup.error.message}
          onRetry={() => void lookup.refetch()}
          retrying={lookup.isFetching}
        />
      </Stack>
    );
  }
  return <LoadingState label={t('auth.businessInvite.checking')} />;
}

function InvalidInvite({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.businessInvite.invalidTitle')} />
      <FormAlert message={message} />
      <Anchor component={Link} to={paths.login()}>
        {t('auth.businessInvite.signIn')}
      </Anchor>
    </Stack>
  );
}

interface AcceptInviteProps {
  token: string;
  invite: InviteLookup;
  onInvalid: (message: string) => void;
}

function AcceptInvite({ token, invite, onInvalid }: AcceptInviteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const otherUser = otherSignedInEmail(useSession(), invite.email);
  const [joining, setJoining] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(invitePasswordSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const join = async (password?: InvitePassword) => {
    setFormError(null);
    // Joining signs in as the invited person: someone else signed in here is signed out first.
    if (otherSignedInEmail(sessionStore.getSnapshot(), invite.email)) await signOut();
    let next: string;
    try {
      next = completeSignIn(await acceptInvite({ token, ...password }), null);
    } catch (error) {
      if (error instanceof NoProfilesError) setFormError(t('auth.signIn.noProfiles'));
      else if (isApiError(error) && error.status === INVITE_INVALID_STATUS) {
        onInvalid(errorMessage(error, t('accounts.inviteInvalid')));
      } else {
        setFormError(applyApiValidation(error, form.setError, ['password', 'passwordConfirm']));
      }
      return;
    }
    await navigate(next, { replace: true });
  };

  const onSubmit = form.handleSubmit((values) => join(values));

  const joinWithoutPassword = async () => {
    setJoining(true);
    try {
      await join();
    } finally {
      setJoining(false);
    }
  };

  const organisation = invite.organisationName;
  return (
    <Stack gap="lg">
      <AuthHeading
        title={t('auth.businessInvite.title', { organisation })}
        intro={t('auth.businessInvite.invitedBy', { invitedBy: invite.invitedBy, organisation })}
      />
      <Text style={{ overflowWrap: 'anywhere' }}>{t('auth.businessInvite.signInAs', { email: invite.email })}</Text>
      <FormAlert
        message={otherUser ? t('auth.businessInvite.otherUserSignedIn', { email: otherUser }) : null}
        tone="info"
      />
      {invite.needsPassword ? (
        <AuthForm
          onSubmit={onSubmit}
          error={formError}
          submitLabel={t('auth.businessInvite.submitWithPassword')}
          pending={form.formState.isSubmitting}
        >
          <Text size="sm">{t('auth.businessInvite.setPassword')}</Text>
          <NewPasswordFields label={t('auth.password')} form={form} />
        </AuthForm>
      ) : (
        <Stack gap="md">
          <FormAlert message={formError} />
          <Button fullWidth loading={joining} onClick={() => void joinWithoutPassword()}>
            {t('auth.businessInvite.join', { organisation })}
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to={paths.login()} size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
