import type { JobView } from '@harvest/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { SectionCard } from '../../../ui/section-card';
import { getJobTracking } from '../api/get-job-tracking';
import { formatDuration } from './job-format';
import { JobRoute } from './job-route';

/** A job being driven (started, not finished): its vehicle reports positions the parties may watch. */
export const jobBeingDriven = (job: Pick<JobView, 'status' | 'stops'>): boolean =>
  ['started', 'active', 'in-transit'].includes(job.status) ||
  (job.status === 're-routed' && job.stops.some((stop) => stop.arrivedAt !== null));

/**
 * Live tracking on the organiser's and the carrier's job page (issue 23): the vehicle and its trail on the route's
 * map, when it was last seen, and the ETA to the next stop, moving as the `job-tracking` event arrives (the page
 * listens, `useJobTrackingLive`, from before the job starts).
 */
export function JobTrackingPanel({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const units = useUnits();
  const query = getJobTracking.useQuery(job.id);
  const tracking = query.data;
  const stops = job.stops.map((stop) => ({ name: stop.name, lat: stop.lat, lon: stop.lon }));
  const vehicle = tracking?.last
    ? {
        id: 'vehicle',
        label: `${t('tracking.vehicle')}: ${t('tracking.lastSeen', { time: formatTime(tracking.last.at) })}`,
        lat: tracking.last.lat,
        lon: tracking.last.lon,
      }
    : null;
  return (
    <SectionCard title={t('tracking.title')} intro={tracking?.live ? t('tracking.live') : undefined}>
      <Stack gap="sm">
        {query.isPending ? (
          <LoadingState label={t('tracking.loading')} />
        ) : query.isError ? (
          <ErrorState
            title={t('tracking.loadError')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Stack gap={4} role="status" aria-live="polite">
            {tracking?.last ? (
              <Text fw={600}>{t('tracking.lastSeen', { time: formatTime(tracking.last.at) })}</Text>
            ) : (
              <Text>{tracking?.live ? t('tracking.waiting') : t('tracking.notLive')}</Text>
            )}
            {tracking?.eta && (
              <>
                <Text>{t('tracking.eta', { stop: tracking.eta.stopName, time: formatTime(tracking.eta.at) })}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('tracking.etaDistance', {
                      distance: units.distance(tracking.eta.distanceMetres / 1000),
                      duration: formatDuration(t, tracking.eta.durationSeconds),
                    })}
                  </Text>
                </Group>
                {tracking.eta.estimate && (
                  <Alert color="yellow" variant="light" p="xs">
                    <Text size="sm">{t('tracking.etaEstimate')}</Text>
                  </Alert>
                )}
              </>
            )}
          </Stack>
        )}
        <JobRoute
          stops={stops}
          route={job.route}
          vehicle={vehicle}
          trail={tracking?.trail.map(({ lat, lon }) => ({ lat, lon })) ?? []}
        />
      </Stack>
    </SectionCard>
  );
}
