import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { BackLink } from '../../../ui/back-link';
import { notify } from '../../../ui/notifications/notify';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCreateJob } from '../api/job-writes';
import { JobForm } from '../components/job-form';

/**
 * /logistics/jobs/new (issue 22): the organiser adds stops one by one, each found by address search or placed by a
 * click on the map, and sees the route drawn with its distance and driving time, said to be an estimate (the server
 * works out the route again when the job is made, with the routing service when one is configured).
 */
export function NewJobPage() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.form.title'));
  const navigate = useNavigate();
  const create = useCreateJob();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Stack gap="lg" maw={1200}>
      <BackLink to={paths.logisticsJobs}>{t('jobs.page.back')}</BackLink>
      <PageHeading title={t('jobs.form.title')} intro={t('jobs.form.intro')} />
      <JobForm
        submitLabel={t('jobs.form.submit')}
        pending={create.isPending}
        failure={failure}
        failureTitle={t('jobs.form.failed')}
        onCancel={() => void navigate(paths.logisticsJobs)}
        onSubmit={(submitted) => {
          if (submitted.kind !== 'create') return;
          setFailure(null);
          create.mutate(submitted.body, {
            onSuccess: (job) => {
              notify({ message: t('jobs.form.made', { reference: job.reference }), position: 'floating' });
              void navigate(paths.logisticsJob(job.id));
            },
            onError: (error) => setFailure(errorMessage(error, t('jobs.form.failed'))),
          });
        }}
      />
    </Stack>
  );
}
