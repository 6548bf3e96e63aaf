import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_KINDS,
  resolveNotificationPreferences,
  type NotificationChannel,
  type NotificationEventKind,
  type NotificationPreferences,
} from '@harvest/domain';
import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useSavePreferences } from './use-save-preferences';
import { LoadedPreferences } from './loaded-preferences';
import { SaveRow } from '../../../ui/save-row';

type Choices = Record<NotificationEventKind, NotificationChannel[]>;

/** Which channels (email, SMS, WhatsApp, push) carry each kind of event to oneself. */
export function NotificationPreferencesForm() {
  const { t } = useTranslation();
  return (
    <LoadedPreferences errorTitle={t('account.notificationsError')}>
      {(preferences) => <PreferencesTable stored={preferences.notifications} />}
    </LoadedPreferences>
  );
}

function PreferencesTable({ stored }: { stored: NotificationPreferences }) {
  const { t } = useTranslation();
  const preferences = useSavePreferences();
  // Kinds never chosen show their defaults; saving writes every kind, as the person sees it.
  const [choices, setChoices] = useState<Choices>(() => resolveNotificationPreferences(stored));

  const toggle = (kind: NotificationEventKind, channel: NotificationChannel, on: boolean) =>
    setChoices((current) => ({
      ...current,
      [kind]: on
        ? NOTIFICATION_CHANNELS.filter((item) => item === channel || current[kind].includes(item))
        : current[kind].filter((item) => item !== channel),
    }));

  return (
    <Stack gap="md">
      <Text size="sm">{t('account.notificationsIntro')}</Text>
      <FormAlert message={preferences.error} />
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('account.eventKind')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} scope="col" ta="center">
                  {t(`account.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_EVENT_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Th scope="row" fw={400}>
                  {t(`account.eventKinds.${kind}`)}
                </Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={t('account.channelFor', {
                          channel: t(`account.channels.${channel}`),
                          kind: t(`account.eventKinds.${kind}`),
                        })}
                        checked={choices[kind].includes(channel)}
                        onChange={(event) => toggle(kind, channel, event.currentTarget.checked)}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SaveRow
        label={t('account.savePreferences')}
        saving={preferences.saving}
        onClick={() => preferences.save({ notifications: choices })}
      />
    </Stack>
  );
}
