import { PasswordResetForm } from '../components/password-reset-form';

/** Invited users choose their first password with the reset form, under its own title. */
export function SetPasswordPage() {
  return <PasswordResetForm variant="set" />;
}
