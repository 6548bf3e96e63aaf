import { jobTrackingSchema, type JobTracking, type JobView } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent, onLiveEventsReconnect } from '../../../lib/live-events/live-events';
import { jobTrackingQueryKey } from '../api/get-job-tracking';
import { jobQueryKey } from '../api/jobs-query-keys';

/**
 * Keeps a job's tracking new from the `job-tracking` live event (the server sends it to the job's parties as the
 * vehicle reports): the vehicle moves on the map without a reload. When the job's status moved with it (arrived,
 * left, finished) the job, its stops and its PODs are read again; after a dropped stream, everything is.
 */
export function useJobTrackingLive(jobId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const stopEvents = onLiveEvent('job-tracking', (data) => {
      const parsed = jobTrackingSchema.safeParse(data);
      if (!parsed.success || parsed.data.jobId !== jobId) return;
      const before = client.getQueryData<JobTracking>(jobTrackingQueryKey(jobId));
      client.setQueryData(jobTrackingQueryKey(jobId), parsed.data);
      const job = client.getQueryData<JobView>(jobQueryKey(jobId));
      if (before?.status !== parsed.data.status || job?.status !== parsed.data.status) {
        void client.invalidateQueries({ queryKey: jobQueryKey(jobId), exact: true });
        void client.invalidateQueries({ queryKey: [...jobQueryKey(jobId), 'pods'] });
      }
    });
    const stopReconnect = onLiveEventsReconnect(() => void client.invalidateQueries({ queryKey: jobQueryKey(jobId) }));
    return () => {
      stopEvents();
      stopReconnect();
    };
  }, [client, jobId]);
}
