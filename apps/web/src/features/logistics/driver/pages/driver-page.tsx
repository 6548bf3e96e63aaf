import { trackingOn, type DriverAction, type DriverDay, type PodSubmit } from '@harvest/domain';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/forms/api-validation';
import { formatCalendarDate } from '../../../../lib/format/format-date-time';
import { useOnline } from '../../../../lib/offline/use-online';
import { useWaitingSaves } from '../../../../lib/offline/waiting-saves';
import { paths } from '../../../../lib/paths';
import { serverNow } from '../../../../lib/server-clock/server-clock';
import { EmptyListState } from '../../../../ui/empty-list-state';
import { ErrorState } from '../../../../ui/error-state';
import { TruckIcon } from '../../../../ui/icons/truck-icon';
import { LoadingState } from '../../../../ui/loading-state';
import { notify } from '../../../../ui/notifications/notify';
import { SectionCard } from '../../../../ui/section-card';
import { usePageTitle } from '../../../../ui/use-page-title';
import { JobStatusBadge } from '../../components/job-status-badge';
import { useDriverAction, useSubmitPod } from '../api/driver-writes';
import { getDriverDay } from '../api/get-driver-day';
import { DriverJobView } from '../components/driver-job-view';
import { refusalMessage, useDriverRefusals, useQueueRefusals } from '../driver-refusals';
import { usePositionSharing } from '../use-position-sharing';
import { currentJobOf, withWaitingSaves, type LocalDriverJob } from '../with-waiting-saves';

/**
 * /driver (issue 23): the driver app, phone first. Today's jobs in order and the one to drive open beneath them;
 * everything done here works out of signal (kept on the phone, applied to the job at once, sent in order later).
 */
export function DriverPage() {
  const { t } = useTranslation();
  usePageTitle(t('driver.title'));
  const query = getDriverDay.useQuery();
  const online = useOnline();
  useQueueRefusals();

  let body;
  if (query.data) body = <DriverDayView day={query.data} />;
  else if (!online) body = <ErrorState title={t('offlinePage.title')} message={t('driver.offlineNoDay')} />;
  else if (query.isPending) body = <LoadingState label={t('driver.loading')} />;
  else {
    body = (
      <ErrorState
        title={t('driver.loadError')}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('driver.title')}</Title>
        {query.data && <Text size="sm">{t('driver.intro', { day: formatCalendarDate(query.data.day) })}</Text>}
      </Stack>
      {body}
    </Stack>
  );
}

function DriverDayView({ day }: { day: DriverDay }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const waiting = useWaitingSaves();
  const locals = useMemo(() => {
    const now = new Date(serverNow()).toISOString();
    return new Map(day.jobs.map((job) => [job.id, withWaitingSaves(job, waiting, now)]));
  }, [day, waiting]);
  const localOf = (id: string) => locals.get(id) as LocalDriverJob;
  const current = currentJobOf(day, (job) => localOf(job.id).job);
  const chosen = day.jobs.find((job) => job.id === params.get('job')) ?? current;
  // Positions go with the job being driven, whichever job the driver is looking at.
  const driving = day.jobs.find((job) => {
    const { status, startedAt } = localOf(job.id).job;
    return trackingOn(status, startedAt);
  });
  const positions = usePositionSharing(driving?.id ?? null, Boolean(driving));
  const refusals = useDriverRefusals(chosen?.id ?? null);
  const action = useDriverAction();
  const pod = useSubmitPod();

  if (day.jobs.length === 0) {
    return <EmptyListState icon={TruckIcon} title={t('driver.empty')} hint={t('driver.emptyHint')} />;
  }

  const shown = chosen ? localOf(chosen.id) : null;
  // A refusal is shown on the job; anything else (the server failing while the phone thinks it has signal) is said
  // here, so a swipe never vanishes without a word.
  const notSent = (error: unknown) => {
    if (refusalMessage(error)) return;
    notify({
      type: 'error',
      position: 'floating',
      title: t('driver.notSentTitle'),
      message: errorMessage(error, t('driver.notSent')),
    });
  };
  const onAction = (name: DriverAction, stopId: string | null) => {
    if (!chosen || !shown) return;
    const stop = shown.job.stops.find((candidate) => candidate.id === stopId)?.name ?? '';
    // The readings taken so far reach the server before the action that may end tracking.
    positions.flush();
    action.mutate(
      { jobId: chosen.id, input: { action: name, stopId, at: new Date(serverNow()).toISOString() } },
      {
        onSuccess: () => notify({ message: t(`driver.actionDone.${name}`, { stop }), position: 'floating' }),
        onError: notSent,
      },
    );
    // A finished job gives way to the next (§4); the address no longer holds on to it.
    if (name === 'finish' && params.get('job')) void navigate(paths.driver(), { replace: true });
  };
  const onPod = (stopId: string, submitted: PodSubmit) => {
    if (!chosen) return;
    pod.mutate(
      { jobId: chosen.id, stopId, pod: submitted },
      { onSuccess: () => notify({ message: t('driver.pod.submitted'), position: 'floating' }), onError: notSent },
    );
  };
  // Kept on the phone, an action is applied at once: only one being sent online holds the next back.
  const inFlight = (pending: boolean) => pending && (shown?.waiting ?? 0) === 0;

  return (
    <Stack gap="lg">
      <SectionCard title={t('driver.dayList')}>
        <List type="ordered" spacing="sm">
          {day.jobs.map((job) => {
            const local = localOf(job.id).job;
            const from = job.stops[0]?.name ?? '';
            const to = job.stops[job.stops.length - 1]?.name ?? '';
            const isShown = job.id === chosen?.id;
            return (
              <List.Item key={job.id} aria-current={isShown ? 'true' : undefined}>
                <Group gap="xs" wrap="wrap">
                  {isShown ? (
                    <Text fw={700}>{job.reference}</Text>
                  ) : (
                    <Anchor component={Link} to={paths.driver(job.id)} fw={600}>
                      {t('driver.open', { reference: job.reference })}
                    </Anchor>
                  )}
                  <JobStatusBadge state={local.status} />
                  {job.id === current?.id && (
                    <Text size="sm" fw={500}>
                      {t('driver.current')}
                    </Text>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('driver.jobSummary', { from, to })}
                </Text>
              </List.Item>
            );
          })}
        </List>
        {!current && (
          <Text mt="sm" fw={500}>
            {t('driver.allDone')}
          </Text>
        )}
      </SectionCard>
      {shown && (
        <DriverJobView
          local={shown}
          refusals={refusals}
          sharing={driving?.id === chosen?.id ? positions.sharing : { state: 'off' }}
          acting={inFlight(action.isPending)}
          onAction={onAction}
          submittingPod={inFlight(pod.isPending)}
          onPod={onPod}
        />
      )}
    </Stack>
  );
}
