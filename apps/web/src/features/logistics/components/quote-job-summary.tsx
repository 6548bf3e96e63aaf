import type { QuoteJobSummary } from '@harvest/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';

/** What a job asks of a carrier: when and where, how much, and how far, in the reader's units. */
export function QuoteJobSummaryView({ job }: { job: QuoteJobSummary }) {
  const { t } = useTranslation();
  const units = useUnits();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('quotes.job.pickup', { when: formatDateTime(job.pickupAt) })}
      </Text>
      <List size="sm" spacing={2} aria-label={t('quotes.job.stops')} listStyleType="none" withPadding={false}>
        {job.stops.map((stop) => (
          <List.Item key={stop.position}>
            {t('quotes.job.stop', {
              position: stop.position,
              type: t(`quotes.stopTypes.${stop.type}`),
              name: stop.postcode ? `${stop.name}, ${stop.postcode}` : stop.name,
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm">
        {job.loadsCount > 0
          ? t('quotes.job.loads', { count: job.loadsCount, weight: units.weight(job.loadsWeightKg) })
          : t('quotes.job.noLoads')}
      </Text>
      {job.distanceMetres !== null && (
        <Text size="sm">{t('quotes.job.distance', { distance: units.distance(job.distanceMetres / 1000) })}</Text>
      )}
      {job.requireGrainSample && <Text size="sm">{t('quotes.job.sample')}</Text>}
      {job.driverNotes && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('quotes.job.driverNotes', { notes: job.driverNotes })}
        </Text>
      )}
    </Stack>
  );
}
