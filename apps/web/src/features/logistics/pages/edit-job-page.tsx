import type { JobView } from '@harvest/domain';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { BackLink } from '../../../ui/back-link';
import { notify } from '../../../ui/notifications/notify';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { getJob } from '../api/get-job';
import { useUpdateJob } from '../api/job-writes';
import { JobForm } from '../components/job-form';

/**
 * /logistics/jobs/{id}/edit (issue 22): the organiser changes its job with the new-job form's parts. Before a
 * carrier has it, anything; after, new stops, pickup, load or sample re-route it (PATCH answers it re-routed), and
 * the price and driver notes change while a re-route keeps them open (72 hours, §9).
 */
export function EditJobPage() {
  const { t } = useTranslation();
  const id = useParams().jobId ?? '';
  const query = getJob.useQuery(id);
  usePageTitle(query.data ? t('jobs.edit.title', { reference: query.data.reference }) : t('jobs.page.loading'));
  return (
    <Stack gap="lg" maw={1200}>
      <BackLink to={paths.logisticsJob(id)}>{t('jobs.edit.back')}</BackLink>
      <QueryState query={query} loadingLabel={t('jobs.page.loading')} errorTitle={t('jobs.page.loadError')}>
        {(job) => <EditJob job={job} />}
      </QueryState>
    </Stack>
  );
}

function EditJob({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateJob();
  const [failure, setFailure] = useState<string | null>(null);
  const heading = (
    <PageHeading title={t('jobs.edit.title', { reference: job.reference })} intro={t('jobs.edit.intro')} />
  );
  // Only the organiser changes a job, and only one still on (the job page offers this page only then).
  if (!job.actions.includes('edit') && !job.actions.includes('reroute') && !job.actions.includes('amend')) {
    return (
      <>
        {heading}
        <Alert color="blue" variant="light">
          {t('jobs.edit.notEditable')}
        </Alert>
      </>
    );
  }
  return (
    <>
      {heading}
      <JobForm
        job={job}
        submitLabel={t('jobs.edit.submit')}
        pending={update.isPending}
        failure={failure}
        failureTitle={t('jobs.edit.failed')}
        onCancel={() => void navigate(paths.logisticsJob(job.id))}
        onSubmit={(submitted) => {
          if (submitted.kind !== 'update') return;
          setFailure(null);
          update.mutate(
            { id: job.id, body: submitted.body },
            {
              onSuccess: (saved) => {
                const rerouted = saved.reroutedAt !== job.reroutedAt;
                notify({
                  message: rerouted
                    ? t('jobs.edit.rerouted', { reference: saved.reference })
                    : t('jobs.edit.saved', { reference: saved.reference }),
                  position: 'floating',
                });
                void navigate(paths.logisticsJob(job.id));
              },
              onError: (error) => setFailure(errorMessage(error, t('jobs.edit.failed'))),
            },
          );
        }}
      />
    </>
  );
}
