import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../ui/email-field';

/** The email address a person signs in with: the browser fills it in as their username. */
export function SignInEmailField(props: ComponentProps<typeof EmailField>) {
  const { t } = useTranslation();
  return (
    <EmailField
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      autoComplete="username"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
