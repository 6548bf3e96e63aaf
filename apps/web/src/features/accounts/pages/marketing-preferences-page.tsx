import { NOTIFICATION_CHANNELS, postLoginPath, type MarketingPreferences } from '@harvest/domain';
import { Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { landingSubjectOf } from '../../../lib/session/session-selectors';
import { sessionStore } from '../../../lib/storage/session-store';
import { FormAlert } from '../../../ui/form-alert';
import { useUpdatePreferences } from '../api/update-preferences';
import { PreferencesPageFrame } from '../components/preferences-page-frame';
import { notify } from '../../../ui/notifications/notify';

/**
 * Onboarding's last step, and later a settings page of its own: the channels that may
 * carry news and offers. Shows the current choices; saving goes on to where the user was
 * going, or their landing path.
 */
export function MarketingPreferencesPage() {
  return (
    <PreferencesPageFrame step="marketingPreferences">
      {(preferences) => <MarketingPreferencesForm initial={preferences.marketing} />}
    </PreferencesPageFrame>
  );
}

function MarketingPreferencesForm({ initial }: { initial: MarketingPreferences }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const update = useUpdatePreferences();
  const [chosen, setChosen] = useState<string[]>(NOTIFICATION_CHANNELS.filter((channel) => initial[channel]));
  const [formError, setFormError] = useState<string | null>(null);

  const save = async () => {
    setFormError(null);
    // Every channel is sent, so one unticked here is switched off, not left as it was.
    const marketing = Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, chosen.includes(channel)]));
    try {
      await update.mutateAsync({ marketing });
    } catch (error) {
      setFormError(errorMessage(error, t('team.actionFailed')));
      return;
    }
    notify({ message: t('accounts.settingsSaved'), position: 'floating' });
    await navigate(postLoginPath(landingSubjectOf(sessionStore.getSnapshot()), params.get('redirect')), {
      replace: true,
    });
  };

  return (
    <Stack gap="md">
      <FormAlert message={formError} />
      <Checkbox.Group label={t('onboarding.marketingPreferences.channelsLabel')} value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Checkbox key={channel} value={channel} label={t(`onboarding.marketingPreferences.channel.${channel}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Button onClick={() => void save()} loading={update.isPending}>
        {t('onboarding.marketingPreferences.submit')}
      </Button>
    </Stack>
  );
}
