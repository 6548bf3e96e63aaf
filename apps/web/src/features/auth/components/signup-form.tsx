import {
  confirmMatches,
  messages,
  SIGNUP_BUSINESS_TYPES,
  SIGNUP_COUNTRIES,
  signupRequestSchema,
  type SignupRequest,
} from '@harvest/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Fieldset, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from './new-password-fields';
import { paths } from '../../../lib/paths';
import { FormCheckbox } from '../../../ui/form-checkbox';
import { LEGAL_MODALS, LegalModal } from '../../../ui/legal-modal';
import { useModal } from '../../../ui/modals/use-modals';
import { useBusinessConnection } from '../api/business-connection-exists';
import { useSignup, type SignupResult } from '../api/signup';
import { SignInEmailField } from './sign-in-email-field';
import { AuthForm } from './auth-form';
import { fieldProps } from '../../../ui/field-props';
import { PersonNameFields } from '../../../ui/person-name-fields';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';

type SignupCountry = (typeof SIGNUP_COUNTRIES)[number];

/** The calling code offered first for each country a business can register in. */
const CALLING_CODES: Record<SignupCountry, string> = { GB: '+44', IE: '+353', US: '+1', ZA: '+27' };

/** Digits with the spaces, brackets and dashes people type; 6 to 15 digits (E.164 allows 15). */
function isContactNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[\d\s()-]+$/.test(value) && digits >= 6 && digits <= 15;
}

const shape = signupRequestSchema.shape;

/**
 * The domain's signup request as the form holds it: the phone is always there, its number
 * optional (spec §5: a telephone needs a calling code and a number), and is left out when empty.
 */
const signupFormSchema = z
  .object({
    // Empty says 'Please enter a value' before the domain's two-character minimum speaks.
    organisationName: z.string().trim().min(1, messages.validation.required).pipe(shape.organisationName),
    countryISO: shape.countryISO,
    businessType: shape.businessType,
    givenName: shape.givenName,
    familyName: shape.familyName,
    email: shape.email,
    phone: z.object({
      callingCode: z.string().min(1),
      number: z
        .string()
        .trim()
        .refine((value) => value === '' || isContactNumber(value), messages.validation.contactNumber),
    }),
    password: shape.password,
    passwordConfirm: shape.passwordConfirm,
    acceptTerms: shape.acceptTerms,
    marketingOptIn: z.boolean(),
  })
  .superRefine(confirmMatches('password', 'passwordConfirm'));

/** Section legends read as small headings. */
const legendStyles = { legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } };

/** Where the API's validation may point, as the form's own field names. */
const API_FIELDS = [
  'organisationName',
  'countryISO',
  'businessType',
  'givenName',
  'familyName',
  'email',
  'phone.number',
  'password',
  'passwordConfirm',
  'acceptTerms',
] as const;

export interface SignupCreated extends SignupResult {
  email: string;
}

interface SignupFormProps {
  onCreated: (created: SignupCreated) => void;
}

/** A normalised email worth asking about, or null. */
function checkableEmail(value: string): string | null {
  const parsed = shape.email.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A new business and its owner. Taken emails and business names are flagged as the user goes. */
export function SignupForm({ onCreated }: SignupFormProps) {
  const { t } = useTranslation();
  const [emailQuery, setEmailQuery] = useState<string | null>(null);
  const [businessQuery, setBusinessQuery] = useState<{ name: string; countryISO: string } | null>(null);
  const terms = useModal(LEGAL_MODALS.terms);
  const privacy = useModal(LEGAL_MODALS.privacy);
  const signup = useSignup();
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      organisationName: '',
      countryISO: 'GB',
      givenName: '',
      familyName: '',
      email: '',
      phone: { callingCode: CALLING_CODES.GB, number: '' },
      password: '',
      passwordConfirm: '',
      acceptTerms: false,
      marketingOptIn: false,
    },
  });
  const { errors } = form.formState;
  const [email, organisationName, countryISO] = useWatch({
    control: form.control,
    name: ['email', 'organisationName', 'countryISO'],
  });

  const emailCheck = useBusinessConnection(emailQuery ? { email: emailQuery } : null);
  const businessCheck = useBusinessConnection(businessQuery);
  // A warning holds only while the field still says what was checked.
  const emailTaken = emailCheck.data?.email === true && checkableEmail(email) === emailQuery;
  const businessTaken =
    businessCheck.data?.organisation === true &&
    businessQuery?.name === organisationName.trim() &&
    businessQuery.countryISO === countryISO;

  const checkBusiness = (name: string, country: string) => {
    const trimmed = name.trim();
    setBusinessQuery(shape.organisationName.safeParse(trimmed).success ? { name: trimmed, countryISO: country } : null);
  };

  const submit = useApiFormSubmit(form, API_FIELDS, async ({ phone, ...values }) => {
    const request: SignupRequest = { ...values, phone: phone.number ? phone : null };
    onCreated({ ...(await signup.mutateAsync(request)), email: values.email });
  });

  const emailError = errors.email?.message;
  const showEmailTaken = emailError === messages.accounts.emailTaken || (!emailError && emailTaken);

  return (
    <>
      <AuthForm {...submit.modalForm} submitLabel={t('auth.createAccount.submit')} gap="lg">
        <Fieldset legend={t('auth.createAccount.businessSection')} variant="unstyled" styles={legendStyles}>
          <Stack gap="md">
            <TextInput
              label={t('auth.createAccount.organisationName')}
              autoComplete="organization"
              required
              withAsterisk={false}
              error={errors.organisationName?.message ?? (businessTaken ? t('accounts.organisationTaken') : undefined)}
              {...form.register('organisationName', {
                onBlur: (event: FocusEvent<HTMLInputElement>) =>
                  checkBusiness(event.target.value, form.getValues('countryISO')),
              })}
            />
            <NativeSelect
              label={t('auth.createAccount.country')}
              autoComplete="country"
              data={SIGNUP_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
              error={errors.countryISO?.message}
              {...form.register('countryISO', {
                onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                  const country = SIGNUP_COUNTRIES.find((code) => code === event.target.value);
                  if (!country) return;
                  if (!form.getValues('phone.number')) form.setValue('phone.callingCode', CALLING_CODES[country]);
                  if (businessQuery) checkBusiness(form.getValues('organisationName'), country);
                },
              })}
            />
            <Controller
              control={form.control}
              name="businessType"
              render={({ field }) => (
                <Radio.Group
                  label={t('auth.createAccount.businessType')}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  name={field.name}
                  error={errors.businessType?.message}
                >
                  <Stack gap="xs" mt={6}>
                    {SIGNUP_BUSINESS_TYPES.map((type) => (
                      <Radio.Card key={type} value={type} radius="md" p="sm" onBlur={field.onBlur}>
                        <Group wrap="nowrap" align="flex-start" gap="sm">
                          <Radio.Indicator mt={2} />
                          <Stack gap={0}>
                            <Text fw={600} size="sm">
                              {t(`auth.createAccount.businessTypes.${type}.label`)}
                            </Text>
                            <Text size="sm" c="dimmed">
                              {t(`auth.createAccount.businessTypes.${type}.description`)}
                            </Text>
                          </Stack>
                        </Group>
                      </Radio.Card>
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('auth.createAccount.youSection')} variant="unstyled" styles={legendStyles}>
          <Stack gap="md">
            <PersonNameFields form={form} required />
            <SignInEmailField
              autoComplete="email"
              error={
                showEmailTaken ? (
                  <>
                    {t('accounts.emailTaken')}{' '}
                    <Anchor component={Link} to={paths.login()} inherit fw={600}>
                      {t('auth.createAccount.signIn')}
                    </Anchor>
                  </>
                ) : (
                  emailError
                )
              }
              {...form.register('email', {
                onBlur: (event: FocusEvent<HTMLInputElement>) => setEmailQuery(checkableEmail(event.target.value)),
              })}
            />
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <NativeSelect
                label={t('auth.createAccount.callingCode')}
                autoComplete="tel-country-code"
                data={SIGNUP_COUNTRIES.map((country) => ({
                  value: CALLING_CODES[country],
                  label: `${CALLING_CODES[country]} ${country}`,
                }))}
                w={112}
                style={{ flexShrink: 0 }}
                {...form.register('phone.callingCode')}
              />
              <TextInput
                label={t('auth.createAccount.phone')}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                style={{ flex: 1, minWidth: 0 }}
                {...fieldProps(form, 'phone.number')}
              />
            </Group>
            <NewPasswordFields label={t('auth.password')} form={form} />
          </Stack>
        </Fieldset>
        <Stack gap="sm">
          <FormCheckbox
            control={form.control}
            name="acceptTerms"
            label={
              <Trans
                i18nKey="auth.createAccount.acceptTerms"
                components={{
                  terms: <Anchor component="button" type="button" inherit onClick={terms.open} />,
                  privacy: <Anchor component="button" type="button" inherit onClick={privacy.open} />,
                }}
              />
            }
          />
          <FormCheckbox control={form.control} name="marketingOptIn" label={t('auth.createAccount.marketingOptIn')} />
        </Stack>
      </AuthForm>
      <LegalModal document="terms" opened={terms.opened} onClose={terms.close} />
      <LegalModal document="privacy" opened={privacy.opened} onClose={privacy.close} />
    </>
  );
}
