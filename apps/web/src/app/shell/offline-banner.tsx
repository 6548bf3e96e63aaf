import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/offline/use-online';
import { useKeptSaveCount } from '../../lib/offline/waiting-saves';
import { WifiOffIcon } from '../../ui/icons/wifi-off-icon';

/**
 * Says so while the device is offline (spec trading-logistics-help §8: the offline banner says
 * the app can be used offline after first login), and how many changes made offline wait to be
 * sent (issue 20), until they have gone. A status, so screen readers announce it when the
 * connection drops; at the foot of every layout, taking its own room so it hides nothing.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const kept = useKeptSaveCount();
  if (online && kept === 0) return null;

  return (
    <Paper
      role="status"
      radius={0}
      px="md"
      py="xs"
      bg="dark.7"
      c="white"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 1000 }}
    >
      <Stack gap={2} align="center">
        {!online && (
          <Group gap="xs" wrap="nowrap" justify="center">
            <WifiOffIcon />
            <Text size="sm" c="inherit">
              {t('offline.banner')}
            </Text>
          </Group>
        )}
        {kept > 0 && (
          <Text size="sm" c="inherit" fw={600} data-kept-saves={kept}>
            {online ? t('keptSaves.sending', { count: kept }) : t('keptSaves.waiting', { count: kept })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
