import { type DriverAction, type DriverJob, type PodSubmit } from '@harvest/domain';
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format/format-date-time';
import { SectionCard } from '../../../../ui/section-card';
import { SwipeAction } from '../../../../ui/swipe-action';
import { JobRoute } from '../../components/job-route';
import { JobStatusBadge } from '../../components/job-status-badge';
import { PodCard } from '../../components/pod-card';
import { dismissRefusal, type DriverRefusal } from '../driver-refusals';
import type { PositionSharing } from '../use-position-sharing';
import type { LocalDriverJob } from '../with-waiting-saves';
import { DriverLoads } from './driver-loads';
import { DriverStops } from './driver-stops';
import { PodForm } from './pod-form';

export interface DriverJobViewProps {
  local: LocalDriverJob;
  refusals: readonly DriverRefusal[];
  sharing: PositionSharing;
  acting: boolean;
  onAction: (action: DriverAction, stopId: string | null) => void;
  submittingPod: boolean;
  onPod: (stopId: string, pod: PodSubmit) => void;
}

const stopName = (job: DriverJob, stopId: string | null) => job.stops.find((stop) => stop.id === stopId)?.name ?? '';

/**
 * The job the driver is on (issue 23): what to do next as swipe actions (only those the job offers now), the proof
 * of delivery where one is due, the stops, loads, notes, route and PODs; what waits on the phone and anything the
 * server refused, said plainly.
 */
export function DriverJobView({
  local,
  refusals,
  sharing,
  acting,
  onAction,
  submittingPod,
  onPod,
}: DriverJobViewProps) {
  const { t } = useTranslation();
  const { job, waiting, waitingPods, refusedLocally } = local;
  const podStopId = job.podStopId && !waitingPods.has(job.podStopId) ? job.podStopId : null;
  const label = (action: DriverAction, stopId: string | null) =>
    t(`driver.actions.${action}`, { stop: stopName(job, stopId) });
  const what = (refusal: { action: string | null }) =>
    refusal.action ? t(`driver.actionNames.${refusal.action as DriverAction}`) : t('driver.refusedPod');
  const first = job.actions[0];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={2}>{job.reference}</Title>
          <JobStatusBadge state={job.status} />
          {job.requireGrainSample && (
            <Badge color="red.9" variant="filled" size="lg">
              {t('driver.grainSample')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('driver.organiser', { organiser: job.organiserName })} ·{' '}
          {t('driver.pickup', { time: formatTime(job.pickupAt) })}
        </Text>
      </Stack>

      {waiting > 0 && (
        <Alert color="blue" variant="light" title={t('driver.waiting', { count: waiting })} role="status">
          {t('driver.waitingHint')}
        </Alert>
      )}
      {refusals.map((refusal) => (
        <Alert
          key={refusal.key}
          color="red"
          variant="light"
          role="alert"
          title={t('driver.refusedTitle')}
          withCloseButton
          closeButtonLabel={t('driver.refusedDismiss')}
          onClose={() => dismissRefusal(refusal.key)}
        >
          {t('driver.refused', { what: what(refusal), message: refusal.message })}
        </Alert>
      ))}
      {refusedLocally.map((refusal) => (
        <Alert key={refusal.key} color="orange" variant="light" role="alert">
          {t('driver.refusedLocally', { what: what(refusal), message: refusal.message })}
        </Alert>
      ))}

      {sharing.state === 'on' && (
        <Card withBorder padding="sm" role="status" bg="teal.0">
          <Text fw={600}>{t('driver.location.on')}</Text>
          <Text size="sm">{t('driver.location.onHint')}</Text>
        </Card>
      )}
      {sharing.state === 'denied' && (
        <Alert color="orange" variant="light" role="alert">
          {t('driver.location.denied')}
        </Alert>
      )}
      {sharing.state === 'unavailable' && (
        <Text size="sm" c="dimmed">
          {t('driver.location.unavailable')}
        </Text>
      )}

      {job.status === 'completed' ? (
        <Alert color="teal" variant="light" role="status">
          {t('driver.finished', { reference: job.reference })}
        </Alert>
      ) : !job.drivable ? (
        <Alert color="red" variant="light" role="alert">
          {t('driver.notDrivable')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text fw={500}>
            {podStopId
              ? t('driver.nextStep.pod', { stop: stopName(job, podStopId) })
              : first
                ? t(`driver.nextStep.${first.action}`, { stop: stopName(job, first.stopId) })
                : t('driver.noActions')}
          </Text>
          {job.actions.map(({ action, stopId }) => (
            <SwipeAction
              key={`${action}-${stopId ?? ''}`}
              label={label(action, stopId)}
              colour={action === 'finish' ? 'blue' : 'green'}
              busy={acting}
              onConfirm={() => onAction(action, stopId)}
            />
          ))}
        </Stack>
      )}

      {podStopId && (
        <PodForm
          key={podStopId}
          job={job}
          stopId={podStopId}
          busy={submittingPod}
          onSubmit={(pod) => onPod(podStopId, pod)}
        />
      )}

      <SectionCard title={t('driver.stops')}>
        <DriverStops job={job} />
      </SectionCard>
      <SectionCard title={t('driver.loads')}>
        <DriverLoads job={job} />
      </SectionCard>
      {job.driverNotes && (
        <SectionCard title={t('driver.notes')}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{job.driverNotes}</Text>
        </SectionCard>
      )}
      <SectionCard title={t('driver.route')}>
        <JobRoute
          stops={job.stops.map((stop) => ({ name: stop.name, lat: stop.lat, lon: stop.lon }))}
          route={job.route}
          height={240}
        />
      </SectionCard>
      {(job.pods.length > 0 || waitingPods.size > 0) && (
        <SectionCard title={t('driver.pods')}>
          <Stack gap="sm">
            {job.pods.map((pod) => (
              <PodCard
                key={pod.id}
                pod={pod}
                stopName={stopName(job, pod.stopId)}
                loadReference={(loadId) => job.loads.find((load) => load.loadId === loadId)?.reference ?? ''}
              />
            ))}
            {[...waitingPods].map(([stopId, pod]) => (
              <Card key={stopId} withBorder padding="md">
                <Group justify="space-between" gap="xs">
                  <Title order={3} size="h4">
                    {stopName(job, stopId)}
                  </Title>
                  <Badge color="blue.9" variant="filled">
                    {t('driver.podWaiting')}
                  </Badge>
                </Group>
                <Text size="sm">{t('driver.podReceiver', { name: pod.receiverName })}</Text>
                <Text size="sm">{t('driver.pod.kept')}</Text>
                <Text size="sm" fw={500}>
                  {t('logistics.podSubmitted')}
                </Text>
              </Card>
            ))}
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
}
