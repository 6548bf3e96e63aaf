import { messages, userPatchSchema, type Profile } from '@harvest/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyApiValidation } from '../../../lib/forms/api-validation';
import { FormAlert } from '../../../ui/form-alert';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { EmailField } from '../../../ui/email-field';
import { SaveRow } from '../../../ui/save-row';
import { fieldProps } from '../../../ui/field-props';

const emailPatchSchema = userPatchSchema.pick({ email: true }).required();

/**
 * A new email address is not applied at once: the API stores it as pending and emails a
 * confirmation link to it (`?verifyUpdate=<token>` on this page).
 */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const user = useUser(profile.userId);
  const update = useUpdateUser();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const form = useForm<{ email: string }, unknown, { email: string }>({
    resolver: domainResolver(emailPatchSchema, (values: { email: string }) => ({ email: values.email })),
    defaultValues: { email: '' },
  });
  const pending = user.data?.pendingEmail ?? null;

  const onSubmit = form.handleSubmit(async (patch) => {
    setResult(null);
    try {
      const { message } = await update.mutateAsync({ userId: profile.userId, patch });
      setResult({ tone: 'success', message: message || messages.accounts.emailChangeSent });
      form.reset();
    } catch (error) {
      const formMessage = applyApiValidation(error, form.setError, ['email']);
      setResult(formMessage ? { tone: 'error', message: formMessage } : null);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {pending && (
          <FormAlert
            tone="info"
            title={t('account.pendingEmail', { email: pending })}
            message={t('account.pendingEmailHint')}
          />
        )}
        <FormAlert message={result?.message ?? null} tone={result?.tone} />
        <EmailField label={t('account.newEmail')} {...fieldProps(form, 'email')} />
        <SaveRow label={t('account.changeEmail')} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
