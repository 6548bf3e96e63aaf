import { SIGNUP_INTERESTS, signupPreferencesSchema, type SignupPreferences } from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { useUpdatePreferences } from '../api/update-preferences';
import { PreferencesPageFrame } from '../components/preferences-page-frame';
import { fieldProps } from '../../../ui/field-props';

/** Onboarding: what the person came to do (at least one) and how they heard of us; then marketing preferences. */
export function SignupPreferencesPage() {
  return (
    <PreferencesPageFrame step="signupPreferences">
      {(preferences) => <SignupPreferencesForm initial={preferences.signup} />}
    </PreferencesPageFrame>
  );
}

function SignupPreferencesForm({ initial }: { initial: SignupPreferences | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const update = useUpdatePreferences();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signupPreferencesSchema),
    defaultValues: { interests: initial?.interests ?? [], hearAboutUs: initial?.hearAboutUs ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const hearAboutUs = values.hearAboutUs?.trim();
    try {
      await update.mutateAsync({ signup: { interests: values.interests, ...(hearAboutUs ? { hearAboutUs } : {}) } });
    } catch (error) {
      setFormError(errorMessage(error, t('team.actionFailed')));
      return;
    }
    await navigate(paths.marketingPreferences(params.get('redirect')), { replace: true });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Controller
          control={form.control}
          name="interests"
          render={({ field }) => (
            <Checkbox.Group
              label={t('onboarding.signupPreferences.interests')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors.interests ? t('validation.optionRequired') : undefined}
            >
              <Stack gap="xs" mt="xs">
                {SIGNUP_INTERESTS.map((interest) => (
                  <Checkbox
                    key={interest}
                    value={interest}
                    label={t(`onboarding.signupPreferences.interest.${interest}`)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <TextInput
          label={t('onboarding.signupPreferences.hearAboutUs')}
          description={t('onboarding.signupPreferences.hearAboutUsHint')}
          {...fieldProps(form, 'hearAboutUs')}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('onboarding.signupPreferences.submit')}
        </Button>
      </Stack>
    </form>
  );
}
