import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/offline/use-online';
import { WifiOffIcon } from '../../ui/icons/wifi-off-icon';

/**
 * Says so while the device is offline (spec trading-logistics-help §8: the offline banner says
 * the app can be used offline after first login). A status, so screen readers announce it when
 * the connection drops; at the foot of every layout, taking its own room so it hides nothing.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;

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
      <Group gap="xs" wrap="nowrap" justify="center">
        <WifiOffIcon />
        <Text size="sm" c="inherit">
          {t('offline.banner')}
        </Text>
      </Group>
    </Paper>
  );
}
