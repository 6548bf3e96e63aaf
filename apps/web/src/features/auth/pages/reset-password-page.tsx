import { PasswordResetForm } from '../components/password-reset-form';

export function ResetPasswordPage() {
  return <PasswordResetForm variant="reset" />;
}
