import { postLoginPath } from '@harvest/domain';
import { Anchor, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { landingSubjectOf } from '../../../lib/session/session-selectors';
import { sessionStore } from '../../../lib/storage/session-store';
import { FormAlert } from '../../../ui/form-alert';
import { LEGAL_MODALS, LegalModal } from '../../../ui/legal-modal';
import { useModal } from '../../../ui/modals/use-modals';
import { usePageTitle } from '../../../ui/use-page-title';
import { useAcceptTerms } from '../api/accept-terms';
import { preferencesQuery } from '../../../lib/session/get-preferences';

/**
 * Onboarding, first step: a signed-in user who has not accepted the terms is sent here by
 * the route guard from every page. Then on to signup preferences if they were never given,
 * otherwise to where they were going (or their landing path).
 */
export function AcceptTermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.acceptTerms.title'));
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptTerms();
  const terms = useModal(LEGAL_MODALS.terms);
  const privacy = useModal(LEGAL_MODALS.privacy);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);

  const onAccept = async () => {
    if (!agreed) {
      setError(t('accounts.termsRequired'));
      return;
    }
    setError(null);
    try {
      await accept.mutateAsync();
    } catch (failure) {
      setError(errorMessage(failure, t('team.actionFailed')));
      return;
    }
    setContinuing(true);
    const landing = postLoginPath(landingSubjectOf(sessionStore.getSnapshot()), redirect);
    try {
      const preferences = await queryClient.fetchQuery(preferencesQuery.queryOptions());
      await navigate(preferences.signup === null ? paths.signupPreferences(redirect) : landing, { replace: true });
    } catch (failure) {
      // The terms are accepted; preferences can wait for the account page.
      console.error('Loading the preferences failed', failure);
      await navigate(landing, { replace: true });
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {t('onboarding.acceptTerms.title')}
        </Title>
        <Text c="dimmed">{t('onboarding.acceptTerms.intro')}</Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="terms-summary-title">
        <Title order={2} size="h4" id="terms-summary-title">
          {t('onboarding.acceptTerms.summaryTitle')}
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>{t('onboarding.acceptTerms.summaryAccount')}</List.Item>
          <List.Item>{t('onboarding.acceptTerms.summaryTrading')}</List.Item>
          <List.Item>{t('onboarding.acceptTerms.summaryData')}</List.Item>
          <List.Item>{t('onboarding.acceptTerms.summaryPrivacy')}</List.Item>
        </List>
        <Group gap="md">
          <Anchor component="button" type="button" size="sm" onClick={terms.open}>
            {t('onboarding.acceptTerms.readTerms')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={privacy.open}>
            {t('onboarding.acceptTerms.readPrivacy')}
          </Anchor>
        </Group>
      </Stack>
      <FormAlert message={error} />
      <Checkbox
        label={t('onboarding.acceptTerms.agree')}
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.currentTarget.checked);
          if (event.currentTarget.checked) setError(null);
        }}
      />
      <Button onClick={() => void onAccept()} loading={accept.isPending || continuing}>
        {t('onboarding.acceptTerms.accept')}
      </Button>
      <LegalModal document="terms" opened={terms.opened} onClose={terms.close} />
      <LegalModal document="privacy" opened={privacy.opened} onClose={privacy.close} />
    </Stack>
  );
}
