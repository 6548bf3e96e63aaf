import { Anchor, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { clearSignInNotice, peekSignInNotice } from '../../../lib/session/sign-in-notice';
import { FormAlert } from '../../../ui/form-alert';
import { usePageLink } from '../../../ui/page-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { SignInEmailField } from '../components/sign-in-email-field';
import type * as SignInSend from '../sign-in-send';
import type { SignInField } from '../sign-in-send';

const FIELDS: readonly SignInField[] = ['username', 'password', 'newPassword'];

/** The checks and the send, with the schemas they need: fetched when the person starts to sign in, not before. */
const loadSend = () => import('../sign-in-send');

interface LoginPageProps {
  /** Where to go after signing in, from the address (`?redirect=`). */
  redirect: string | null;
  /** Opens the page the sign-in leads to (the router's navigate, or the quick sign-in starting the app there). */
  onSignedIn: (path: string) => void | Promise<void>;
}

/**
 * Sign-in (spec platform §2, §4). It is the first page most people load, so it is drawn with React and Mantine
 * alone: no router (links come from ui/page-link, the next page from `onSignedIn`), no form library and no schemas
 * until the person starts (app/quick-sign-in.tsx draws it before the rest of the app has loaded).
 */
export function LoginPage({ redirect, onSignedIn }: LoginPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.submit'));
  const PageLink = usePageLink();
  // 'Session expired' and the like: shown once, then forgotten.
  const [notice] = useState(peekSignInNotice);
  useEffect(clearSignInNotice, []);
  const [values, setValues] = useState<Record<SignInField, string>>({ username: '', password: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [checked, setChecked] = useState<typeof SignInSend | null>(null);
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The form, as its last submit found it: where a field with a problem is found to take the focus.
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusField = (name: SignInField) => {
    const input = formRef.current?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.focus();
  };

  const request = (from: Record<SignInField, string>, withNewPassword = needsNewPassword) => ({
    username: from.username,
    password: from.password,
    ...(withNewPassword ? { newPassword: from.newPassword } : {}),
  });
  const showProblems = (problems: Partial<Record<SignInField, string>>) => {
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) focusField(first);
  };

  useEffect(() => {
    if (needsNewPassword) focusField('newPassword');
  }, [needsNewPassword]);

  const field = (name: SignInField) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    withAsterisk: false,
    onFocus: () => void loadSend(),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      // After a first try, each change is checked again (as the other forms do), so a message goes once it is fixed.
      if (checked) setErrors(checked.checkSignIn(request(next)));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    setFormError(null);
    setPending(true);
    try {
      const send = await loadSend();
      setChecked(send);
      const problems = send.checkSignIn(request(values));
      if (Object.keys(problems).length > 0) {
        showProblems(problems);
        return;
      }
      setErrors({});
      await onSignedIn(await send.sendSignIn(request(values), redirect));
    } catch (error) {
      // Without a connection the send's own code may not arrive either: say so rather than nothing.
      const send = await loadSend().catch(() => null);
      const failure = send?.signInFailure(error, needsNewPassword, FIELDS);
      if (!failure) {
        setFormError(t('offline.youAreOfflineTryAgainInternetConnection'));
      } else if (failure.kind === 'noProfiles') {
        setFormError(t('auth.signIn.noProfiles'));
      } else if (failure.kind === 'newPasswordRequired') {
        setNeedsNewPassword(true);
      } else {
        showProblems(failure.fields);
        setFormError(failure.message);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.signIn.title')} intro={t('auth.signIn.intro')} />
      <FormAlert message={notice} tone="info" />
      <AuthForm onSubmit={onSubmit} error={formError} submitLabel={t('auth.signIn.submit')} pending={pending}>
        <SignInEmailField {...field('username')} />
        <PasswordInput label={t('auth.password')} autoComplete="current-password" {...field('password')} />
        {needsNewPassword && (
          <>
            <FormAlert message={t('auth.newPasswordRequired')} tone="info" />
            <PasswordInput
              label={t('auth.signIn.newPassword')}
              description={t('auth.passwordHint')}
              autoComplete="new-password"
              {...field('newPassword')}
            />
          </>
        )}
      </AuthForm>
      <Group justify="space-between" gap="xs">
        <Anchor component={PageLink} href={paths.forgotPassword()} size="sm">
          {t('auth.signIn.forgotPassword')}
        </Anchor>
        <Anchor component={PageLink} href={paths.signInWithoutPassword(redirect)} size="sm">
          {t('auth.signIn.withoutPassword')}
        </Anchor>
      </Group>
      <Divider />
      <Group justify="center" gap={6}>
        <Text size="sm">{t('auth.signIn.noAccount')}</Text>
        <Anchor component={PageLink} href={paths.createAccount} size="sm" fw={600}>
          {t('auth.signIn.createAccount')}
        </Anchor>
      </Group>
    </Stack>
  );
}
