import { PAGE_SIZE_MAX, jobEnded, searchParamsFromQuery, searchQueryString, type JobView } from '@harvest/domain';
import { useSession } from '../../../lib/session/use-session';
import { useJobsSearch } from './search-jobs';

/**
 * The jobs a load may be put on (the load modal's picker): the business's own jobs (organised by it, as the loads API
 * checks), still on, newest pickup first, plus the job the load is on already.
 */
export function useOrganiserJobs(currentJobId: string | null) {
  const session = useSession();
  const organisationId = session.profile?.organisation.id ?? '';
  const query = searchQueryString({
    ...searchParamsFromQuery(`f=organiserId:${organisationId}`),
    limit: PAGE_SIZE_MAX,
    sortBy: 'pickupAt',
    sortDesc: true,
  });
  const search = useJobsSearch(query);
  const jobs: JobView[] = (search.data?.data.docs ?? []).filter(
    (job) => !jobEnded(job.status) || job.id === currentJobId,
  );
  return { jobs, loading: search.isPending, failed: search.isError };
}
