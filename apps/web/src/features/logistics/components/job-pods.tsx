import type { JobView } from '@harvest/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { getJobLoads } from '../api/get-job-loads';
import { getJobPods } from '../api/get-job-tracking';
import { PodCard } from './pod-card';

/** The proofs of delivery the driver submitted on the job (issue 23), as its organiser and carrier read them. */
export function JobPods({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const query = getJobPods.useQuery(job.id);
  const loads = getJobLoads.useQuery(job.id);
  const reference = (loadId: string) => loads.data?.loads.find((load) => load.id === loadId)?.reference ?? '';
  return (
    <SectionCard title={t('tracking.podsTitle')}>
      <QueryState
        query={query}
        loadingLabel={t('tracking.podsLoading')}
        errorTitle={t('tracking.podsError')}
        empty={<Text size="sm">{t('tracking.podsEmpty')}</Text>}
      >
        {(pods) => (
          <Stack gap="sm">
            {pods.map((pod) => (
              <PodCard
                key={pod.id}
                pod={pod}
                stopName={job.stops.find((stop) => stop.id === pod.stopId)?.name ?? ''}
                loadReference={reference}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
