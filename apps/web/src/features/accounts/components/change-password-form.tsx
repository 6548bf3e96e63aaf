import { changePasswordRequestSchema, confirmMatches, messages, strictPasswordChecks } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyApiValidation } from '../../../lib/forms/api-validation';
import { useChangePassword } from '../api/change-password';
import { PasswordChecklist } from './password-checklist';
import { requiredFieldProps } from '../../../ui/field-props';

/**
 * The domain's change-password request, except that a new password missing any rule says
 * 'Password must contain all of the above': the checklist above it shows which.
 */
const changePasswordFormSchema = z
  .object({
    oldPassword: changePasswordRequestSchema.shape.oldPassword,
    newPassword: z
      .string()
      .min(1, messages.validation.required)
      .refine((value) => strictPasswordChecks(value).every((check) => check.met), messages.validation.passwordAllRules),
    newPasswordConfirm: changePasswordRequestSchema.shape.newPasswordConfirm,
  })
  .superRefine(confirmMatches('newPassword', 'newPasswordConfirm'));

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const checklistId = useId();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const message = await change.mutateAsync(values);
      form.reset();
      setResult({ tone: 'success', message: message || t('account.changed') });
    } catch (error) {
      const message = applyApiValidation(error, form.setError, ['oldPassword', 'newPassword', 'newPasswordConfirm']);
      if (message) setResult({ tone: 'error', message });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={420}>
        {result && (
          <Alert
            color={result.tone === 'success' ? 'green' : 'red'}
            variant="light"
            role={result.tone === 'success' ? 'status' : 'alert'}
          >
            {result.message}
          </Alert>
        )}
        <PasswordInput
          label={t('account.oldPassword')}
          autoComplete="current-password"
          {...requiredFieldProps(form, 'oldPassword')}
        />
        <PasswordInput
          label={t('account.newPassword')}
          autoComplete="new-password"
          aria-describedby={checklistId}
          {...requiredFieldProps(form, 'newPassword')}
        />
        <PasswordChecklist value={newPassword} id={checklistId} />
        <PasswordInput
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          {...requiredFieldProps(form, 'newPasswordConfirm')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('account.submit')}
        </Button>
      </Stack>
    </form>
  );
}
