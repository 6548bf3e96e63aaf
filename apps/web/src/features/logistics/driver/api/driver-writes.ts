import {
  driverJobSchema,
  type DriverActionInput,
  type DriverDay,
  type DriverJob,
  type PodSubmit,
  type PositionBatch,
} from '@harvest/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../../../../lib/api/api-data';
import { randomKey, saveKeyOf, sendWithSaveKey } from '../../../../lib/api/save-key';
import { addRefusal, refusalMessage } from '../driver-refusals';
import { driverPaths } from '../driver-paths';
import { driverDayQueryKey } from './driver-query-keys';

/** The job's new state into the day as the driver reads it, without asking again. */
function putJob(client: QueryClient, job: DriverJob): void {
  client.setQueryData<DriverDay>(driverDayQueryKey, (day) =>
    day ? { ...day, jobs: day.jobs.map((other) => (other.id === job.id ? job : other)) } : day,
  );
}

/** POST /api/logistics/driver/jobs/{id}/actions: start, arrive, depart or finish (409 with the rule's words). */
export const sendDriverAction = ({ jobId, input }: { jobId: string; input: DriverActionInput }) =>
  apiData('POST', driverPaths.actions(jobId), { body: input, schema: driverJobSchema });

/** POST /api/logistics/driver/jobs/{id}/stops/{stopId}/pod (201; a second is 409: it can no longer change). */
export const submitPod = ({ jobId, stopId, pod }: { jobId: string; stopId: string; pod: PodSubmit }) =>
  apiData('POST', driverPaths.pod(jobId, stopId), { body: pod, schema: driverJobSchema });

/**
 * Each runs as a save: its Idempotency-Key kept with it, and offline it waits on the phone in the kept-save queue,
 * sent in order when the connection returns. A finished job's day is read again, so the next job opens.
 */
export function useDriverAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDriverAction,
    onSuccess: (job) => {
      putJob(client, job);
      if (job.status === 'completed') void client.invalidateQueries({ queryKey: driverDayQueryKey });
    },
    // Told on the job whenever it is answered, even after the driver moved on (the hook's own callbacks always run).
    onError: (error, { jobId, input }, _result, context) => {
      const message = refusalMessage(error);
      if (!message) return;
      addRefusal({ key: saveKeyOf(context), jobId, kind: 'action', action: input.action, message });
      void client.invalidateQueries({ queryKey: driverDayQueryKey });
    },
  });
}

export function useSubmitPod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitPod,
    onSuccess: (job) => putJob(client, job),
    onError: (error, { jobId }, _result, context) => {
      const message = refusalMessage(error);
      if (!message) return;
      addRefusal({ key: saveKeyOf(context), jobId, kind: 'pod', action: null, message });
      void client.invalidateQueries({ queryKey: driverDayQueryKey });
    },
  });
}

/**
 * POST /api/logistics/driver/jobs/{id}/positions, outside any form: a save of its own key, so offline (or behind
 * waiting actions) the batch joins the queue in its turn.
 */
export const sendPositions = (jobId: string, batch: PositionBatch) =>
  sendWithSaveKey(randomKey(), () =>
    apiData<{ stored: number }>('POST', driverPaths.positions(jobId), { body: batch }),
  );
