import { amendmentWindowClosedMessage, jobEnded, jobUnassigned, type JobView } from '@harvest/domain';
import { Alert, Anchor, Button, Grid, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { BackLink } from '../../../ui/back-link';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { Countdown } from '../../../ui/countdown';
import { DetailList } from '../../../ui/detail-list';
import { notify } from '../../../ui/notifications/notify';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { usePageTitle } from '../../../ui/use-page-title';
import { getJob } from '../api/get-job';
import { useMoveJob } from '../api/job-writes';
import { JOBS_QUERY_KEY } from '../api/jobs-query-keys';
import { JobLoads } from '../components/job-loads';
import { JobPods } from '../components/job-pods';
import { jobBeingDriven, JobTrackingPanel } from '../components/job-tracking-panel';
import { useJobTrackingLive } from '../components/use-job-tracking-live';
import { JobRoute } from '../components/job-route';
import { JobStatusBadge } from '../components/job-status-badge';

/**
 * /logistics/jobs/{id} (issue 22): one job as its organiser or its carrier reads it: status, stops, its loads, the
 * route on the map (an estimate said plainly), the actions its status allows that side, and for the organiser the way
 * to its quotes.
 */
export function JobPage() {
  const { t } = useTranslation();
  const id = useParams().jobId ?? '';
  const query = getJob.useQuery(id);
  usePageTitle(query.data ? query.data.reference : t('jobs.page.loading'));
  return (
    <Stack gap="lg" maw={1200}>
      <BackLink to={paths.logisticsJobs}>{t('jobs.page.back')}</BackLink>
      <QueryState query={query} loadingLabel={t('jobs.page.loading')} errorTitle={t('jobs.page.loadError')}>
        {(job) => <JobDetails job={job} />}
      </QueryState>
    </Stack>
  );
}

function JobDetails({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const units = useUnits();
  const organiser = job.side === 'organiser';
  // The job page follows the vehicle live, from before it sets off: its start turns the page to live tracking.
  useJobTrackingLive(job.id);
  // Once the driver has set off: stop progress, and the proofs of delivery as they come.
  const driven = jobBeingDriven(job) || job.status === 'completed';
  const rows = [
    { label: t('jobs.page.type'), value: t(`jobs.types.${job.type}`) },
    { label: t('jobs.page.pickup'), value: formatDateTime(job.pickupAt) },
    { label: t('jobs.page.organiser'), value: job.organiserName },
    { label: t('jobs.page.carrier'), value: job.carrierName ?? t('jobs.page.noCarrier') },
    {
      label: t('jobs.page.price'),
      value: job.priceMinor === null ? t('jobs.page.noPrice') : units.money(job.priceMinor, job.currency),
    },
    { label: t('jobs.page.grainSample'), value: job.requireGrainSample ? t('jobs.page.yes') : t('jobs.page.no') },
    ...(job.driverNotes ? [{ label: t('jobs.page.driverNotes'), value: job.driverNotes }] : []),
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Title order={1}>{job.reference}</Title>
          <JobStatusBadge state={job.displayStatus} />
          {!job.drivable && job.carrierOrganisationId && !['assigned', 'completed'].includes(job.status) && (
            <Text size="sm" c="dimmed">
              {t('jobs.status.notDrivable')}
            </Text>
          )}
        </Group>
        <JobActions job={job} />
      </Group>
      {organiser && job.actions.includes('edit') && <Text size="sm">{t('jobs.page.nextOrganiser')}</Text>}
      {!organiser && job.actions.includes('book') && <Text size="sm">{t('jobs.page.nextCarrier')}</Text>}
      <AmendmentWindow job={job} />
      {job.cancelledAt && (
        <Alert color="red" variant="light">
          {t('jobs.page.cancelled', { when: formatDateTime(job.cancelledAt) })}
          {job.cancelReason ? ` ${t('jobs.page.reason', { reason: job.cancelReason })}` : ''}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <SectionCard title={t('jobs.page.details')}>
              <DetailList rows={rows} />
              {job.contractDeliveryId && (
                <Text size="sm" mt="sm">
                  {t('jobs.page.fromDelivery')}
                </Text>
              )}
            </SectionCard>
            <SectionCard title={t('jobs.page.stops')}>
              <List type="ordered" spacing="xs">
                {job.stops.map((stop) => (
                  <List.Item key={stop.id}>
                    <Text size="sm" fw={600}>
                      {stop.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[t(`jobs.stopTypes.${stop.type}`), t(`jobs.waypoints.${stop.waypointType}`), stop.postcode]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {driven && <StopProgress arrivedAt={stop.arrivedAt} departedAt={stop.departedAt} />}
                  </List.Item>
                ))}
              </List>
            </SectionCard>
            <JobLoads job={job} />
            {driven && <JobPods job={job} />}
            {organiser && (
              <SectionCard title={t('jobs.page.quotes')}>
                <Text size="sm" mb="sm">
                  {t(jobUnassigned(job.status) ? 'jobs.page.quotesHint' : 'jobs.page.quotesDoneHint')}
                </Text>
                <Button component={Link} to={paths.logisticsJobQuotes(job.id)} variant="light">
                  {t('jobs.page.quotes')}
                </Button>
              </SectionCard>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {jobBeingDriven(job) ? (
            <JobTrackingPanel job={job} />
          ) : (
            <SectionCard title={t('jobs.route.title')}>
              <JobRoute
                stops={job.stops.map((stop) => ({ name: stop.name, lat: stop.lat, lon: stop.lon }))}
                route={job.route}
              />
            </SectionCard>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** When the vehicle arrived at a stop and left it (issue 23), or that it has not been reached yet. */
function StopProgress({ arrivedAt, departedAt }: { arrivedAt: string | null; departedAt: string | null }) {
  const { t } = useTranslation();
  if (!arrivedAt) {
    return (
      <Text size="sm" c="dimmed">
        {t('tracking.notReached')}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {[
        t('tracking.arrived', { time: formatDateTime(arrivedAt) }),
        departedAt ? t('tracking.departed', { time: formatDateTime(departedAt) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

/**
 * §9 after a re-route: how long driver and price changes stay open (a live countdown by the server's clock, the job
 * read again when it ends), and who changes what: the organiser the price and notes, the carrier its drivers in the
 * planner. Once closed, the spec's message.
 */
function AmendmentWindow({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  if (!job.amendmentsCloseAt || jobEnded(job.status)) return null;
  if (!job.actions.includes('amend')) {
    return (
      <Alert color="gray" variant="light" title={t('jobs.amend.closedTitle')}>
        {amendmentWindowClosedMessage()}
      </Alert>
    );
  }
  const organiser = job.side === 'organiser';
  return (
    <Alert color="blue" variant="light" title={t('jobs.amend.title')}>
      <Stack gap={4}>
        <Countdown
          to={job.amendmentsCloseAt}
          label={t('jobs.amend.openFor')}
          endedLabel={amendmentWindowClosedMessage()}
          onEnd={() => void client.invalidateQueries({ queryKey: JOBS_QUERY_KEY })}
        />
        <Text size="sm">{t('jobs.page.amendments', { until: formatDateTime(job.amendmentsCloseAt) })}</Text>
        <Text size="sm">
          {organiser ? (
            t('jobs.amend.organiserHow')
          ) : (
            <>
              {t('jobs.amend.carrierHow')}{' '}
              <Anchor component={Link} to={`${paths.loadPlanner}?day=${job.pickupAt.slice(0, 10)}`} inherit>
                {t('jobs.amend.toPlanner')}
              </Anchor>
            </>
          )}
        </Text>
      </Stack>
    </Alert>
  );
}

/** The moves the job's status allows this side: the carrier books or declines, either side cancels. */
function JobActions({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const move = useMoveJob();
  const [asking, setAsking] = useState<'cancel' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => () => {
    notify({ message, position: 'floating' });
    setAsking(null);
  };
  const book = () =>
    move.mutate(
      { id: job.id, action: 'book' },
      {
        onSuccess: done(t('jobs.actions.booked')),
        onError: (failure) =>
          notify({ type: 'error', position: 'floating', message: errorMessage(failure, t('jobs.actions.failed')) }),
      },
    );
  const confirm = () => {
    if (!asking) return;
    move.mutate(
      { id: job.id, action: asking, body: { reason: reason.trim() || null } },
      {
        onSuccess: done(asking === 'cancel' ? t('jobs.actions.cancelledDone') : t('jobs.actions.declined')),
        onError: (failure) => setError(errorMessage(failure, t('jobs.actions.failed'))),
      },
    );
  };
  const open = (which: 'cancel' | 'decline') => {
    setReason('');
    setError(null);
    setAsking(which);
  };
  const editable = job.actions.includes('edit') || job.actions.includes('reroute');
  return (
    <Group gap="sm">
      {editable && (
        <Button component={Link} to={paths.editLogisticsJob(job.id)} variant="default">
          {t('jobs.actions.edit')}
        </Button>
      )}
      {job.actions.includes('book') && (
        <Button onClick={book} loading={move.isPending && asking === null}>
          {t('jobs.actions.book')}
        </Button>
      )}
      {job.actions.includes('decline') && (
        <Button variant="default" onClick={() => open('decline')}>
          {t('jobs.actions.decline')}
        </Button>
      )}
      {job.actions.includes('cancel') && (
        <Button variant="default" color="red" onClick={() => open('cancel')}>
          {t('jobs.actions.cancel')}
        </Button>
      )}
      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'decline' ? t('jobs.actions.declineTitle') : t('jobs.actions.cancelTitle')}
        keepLabel={t('jobs.actions.keep')}
        confirmLabel={asking === 'decline' ? t('jobs.actions.decline') : t('jobs.actions.cancel')}
        confirmColour="red"
        confirming={move.isPending}
        error={error}
        errorTitle={t('jobs.actions.failed')}
        onConfirm={confirm}
      >
        <Stack gap="sm">
          <Text size="sm">{asking === 'decline' ? t('jobs.actions.declineBody') : t('jobs.actions.cancelBody')}</Text>
          <Textarea
            label={t('jobs.actions.cancelReason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Stack>
      </ConfirmModal>
    </Group>
  );
}
