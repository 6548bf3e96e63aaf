import { expiryState } from '@harvest/domain';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AMBER } from '../../../ui/state-badge';
import { formatCalendarDate, todayOnDevice } from '../../../lib/format/format-date-time';

/**
 * An MOT or insurance expiry date: plain while far off, an amber badge inside the warning the carrier is sent
 * (30 days, the domain's), a red one once it has passed.
 */
export function ExpiryBadge({ date }: { date: string | null }) {
  const { t } = useTranslation();
  if (date === null) {
    return (
      <Text size="sm" c="dimmed" span>
        {t('fleet.notSet')}
      </Text>
    );
  }
  const state = expiryState(date, todayOnDevice());
  const shown = formatCalendarDate(date);
  if (state === 'ok')
    return (
      <Text size="sm" span>
        {shown}
      </Text>
    );
  return (
    <Badge color={state === 'expired' ? 'red.9' : AMBER} variant="filled" radius="sm">
      {state === 'expired' ? t('fleet.expiry.expired', { date: shown }) : t('fleet.expiry.soon', { date: shown })}
    </Badge>
  );
}
