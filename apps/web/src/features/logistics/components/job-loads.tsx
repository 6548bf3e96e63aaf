import type { JobView, LoadView } from '@harvest/domain';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { getJobLoads } from '../api/get-job-loads';
import { LoadStatusBadge } from './load-status-badge';

/**
 * A job's loads on its page (§2 'the booked job with its route and loads'): each load's crop, weight, day and how
 * much of it is allocated, and for the carrier the way to the load planner on the first load's day.
 */
export function JobLoads({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const query = getJobLoads.useQuery(job.id);
  const carrier = job.side === 'carrier';
  return (
    <SectionCard title={t('jobs.loads.title')}>
      <QueryState
        query={query}
        loadingLabel={t('jobs.loads.loading')}
        errorTitle={t('jobs.loads.loadError')}
        isEmpty={(data) => data.loads.length === 0}
        empty={<Text size="sm">{t(carrier ? 'jobs.loads.noneCarrier' : 'jobs.loads.none')}</Text>}
      >
        {({ loads }) => (
          <Stack gap="sm">
            <List spacing="xs" listStyleType="none" withPadding={false} aria-label={t('jobs.loads.title')}>
              {loads.map((load) => (
                <JobLoadItem key={load.id} load={load} />
              ))}
            </List>
            {carrier && (
              <Group>
                <Button
                  component={Link}
                  to={plannerPath(loads[0]?.plannedDate ?? null)}
                  variant="light"
                  aria-label={t('jobs.loads.planLabel', { reference: job.reference })}
                >
                  {t('jobs.loads.plan')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

function plannerPath(day: string | null): string {
  return day ? `${paths.loadPlanner}?day=${day}` : paths.loadPlanner;
}

function JobLoadItem({ load }: { load: LoadView }) {
  const { t } = useTranslation();
  const units = useUnits();
  const { crop } = useCropNames();
  return (
    <List.Item>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {load.reference}
          </Text>
          <Text size="sm">
            {[
              load.commodityId ? crop(load.commodityId) : null,
              units.weight(load.weightKg),
              load.plannedDate ? t('jobs.loads.due', { day: formatCalendarDate(load.plannedDate) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {load.tippedQuantityKg !== null && (
            <Text size="sm" fw={500}>
              {t('jobs.loads.tipped', { weight: units.weight(load.tippedQuantityKg) })}
            </Text>
          )}
          {load.allocatedKg > 0 && (
            <Text size="xs" c="dimmed">
              {t('jobs.loads.allocated', { allocated: units.weight(load.allocatedKg) })}
            </Text>
          )}
        </Stack>
        <LoadStatusBadge state={load.status} />
      </Group>
    </List.Item>
  );
}
