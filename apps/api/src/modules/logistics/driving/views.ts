import {
  driverActions,
  jobDrivable,
  podStop,
  type DrivenJob,
  type DriverJob,
  type PodView,
  type UploadedFile,
} from '@harvest/domain';
import type { JobRow, JobStopRow } from '../jobs/queries';
import { jobStopView } from '../jobs/views';
import type { CarriedLoad, PodRow } from './queries';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The job as the driver's rules read it: its stops in order, each with whether its POD is in. */
export function drivenJob(
  job: JobRow,
  stops: readonly JobStopRow[],
  pods: readonly Pick<PodRow, 'stopId'>[],
): DrivenJob {
  const podded = new Set(pods.map((pod) => pod.stopId));
  return {
    status: job.status,
    startedAt: job.startedAt,
    stops: stops.map((stop) => ({
      id: stop.id,
      type: stop.type,
      name: stop.name,
      arrivedAt: stop.arrivedAt,
      departedAt: stop.departedAt,
      podSubmitted: podded.has(stop.id),
    })),
  };
}

export function driverJobView(
  job: JobRow,
  parts: {
    stops: readonly JobStopRow[];
    loads: readonly CarriedLoad[];
    pods: readonly PodView[];
    organiserName: string;
  },
): DriverJob {
  const podded = new Set(parts.pods.map((pod) => pod.stopId));
  const driven = drivenJob(job, parts.stops, parts.pods);
  return {
    id: job.id,
    reference: job.reference,
    type: job.type,
    status: job.status,
    drivable: jobDrivable(job.status),
    organiserName: parts.organiserName,
    pickupAt: job.pickupAt.toISOString(),
    startedAt: isoOrNull(job.startedAt),
    completedAt: isoOrNull(job.completedAt),
    driverNotes: job.driverNotes,
    requireGrainSample: job.requireGrainSample,
    route: job.route,
    stops: parts.stops.map((stop) => ({ ...jobStopView(stop), podSubmitted: podded.has(stop.id) })),
    loads: parts.loads.map((load) => ({
      loadId: load.loadId,
      reference: load.reference,
      commodityId: load.commodityId,
      weightKg: load.weightKg,
      allocatedKg: load.allocatedKg,
      vehicleRegistration: load.vehicleRegistration,
      trailerReference: load.trailerReference,
      tippedQuantityKg: load.tippedQuantityKg,
      loadedNetKg:
        load.fullWeightKg !== null && load.emptyWeightKg !== null ? load.fullWeightKg - load.emptyWeightKg : null,
    })),
    actions: driverActions(driven),
    podStopId: podStop(driven)?.id ?? null,
    pods: [...parts.pods],
  };
}

const fileRef = (file: UploadedFile) => ({
  id: file.id,
  url: file.url,
  name: file.name,
  contentType: file.contentType,
});

/** A POD with its files as the reader may open them (a file they may not read is left out). */
export function podView(pod: PodRow, files: ReadonlyMap<string, UploadedFile>, submittedByName: string): PodView {
  const file = (id: string | null) => {
    const found = id ? files.get(id) : undefined;
    return found ? fileRef(found) : null;
  };
  const signature = file(pod.signatureFileId);
  return {
    id: pod.id,
    jobId: pod.jobId,
    stopId: pod.stopId,
    receiverName: pod.receiverName,
    signature: signature ?? {
      id: pod.signatureFileId,
      url: `/api/system/files/${pod.signatureFileId}`,
      name: '',
      contentType: 'image/png',
    },
    photos: pod.photoFileIds.flatMap((id) => file(id) ?? []),
    weighbridgeTicket: file(pod.weighbridgeFileId),
    sample: file(pod.sampleFileId),
    loads: pod.loads,
    submittedAt: pod.submittedAt.toISOString(),
    submittedByName,
  };
}
