import { Readable } from 'node:stream';
import {
  actionTime,
  canMoveJob,
  DRIVER_ACTION_STATUS,
  driverActionIssue,
  driverDay,
  formatMessage,
  loadTotalsIssue,
  messages,
  podStop,
  stopNeedsPod,
  type DriverActionInput,
  type DriverDay,
  type DriverJob,
  type FileCategory,
  type PodSubmit,
  type PodView,
  type UploadedFile,
} from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../../platform/auth/principal';
import { actingOrganisationId } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { findJob, stopsOfJobs, updateJob, type JobRow, type JobStopRow } from '../jobs/queries';
import { lockHauledLoad, updateLoad } from '../loads/queries';
import { driverJob, driverOf, type DriverRow } from './driver-queries';
import type { DriverActionHook, DrivingPorts } from './ports';
import { carriedLoads, driverDayJobs, insertPod, podsOfJobs, setStopTimes, type PodRow } from './queries';
import { drivenJob, driverJobView, podView } from './views';

/** A file the POD carries, decoded from its data URL. */
interface PodFile {
  category: FileCategory;
  name: string;
  bytes: Buffer;
}

/**
 * The driver app (trading-logistics §1, §2, §4): a driver's day of jobs, the swipe actions that drive a job (start,
 * arrive, depart, finish, each checked by the domain's driverActionIssue under the job's row lock, so two phones or a
 * replayed queue never move it twice), and the proof of delivery at each stop where something is unloaded: its files
 * stored as the carrier's and shared with the organiser, the loads tipped from the ticket's weights, and the job's
 * contract delivery given the tipped weight. A POD never changes once submitted.
 */
export class DrivingService {
  private hook: DriverActionHook | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ports: DrivingPorts,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Tracking hears each action once it has committed (its ETAs and notices). */
  afterActions(hook: DriverActionHook): void {
    this.hook = hook;
  }

  private async driver(principal: Principal): Promise<DriverRow> {
    const driver = await driverOf(this.db, principal);
    if (!driver) throw notFound(messages.logistics.notYourJob);
    return driver;
  }

  /** GET /logistics/driver/jobs: today's jobs in the order to drive them. */
  async day(principal: Principal): Promise<DriverDay> {
    const driver = await this.driver(principal);
    const day = driverDay(this.clock.now());
    const rows = await driverDayJobs(this.db, driver, day);
    const jobs = await this.views(principal, driver, rows);
    // The job in progress first, then the next to start: what the app opens.
    const current = jobs.find((job) => job.startedAt && !job.completedAt) ?? jobs.find((job) => !job.completedAt);
    return { day: day.day, jobs, currentJobId: current?.id ?? null };
  }

  async job(principal: Principal, id: string): Promise<DriverJob> {
    const found = await driverJob(this.db, principal, id);
    if (!found) throw notFound();
    const [view] = await this.views(principal, found.driver, [found.job]);
    if (!view) throw notFound();
    return view;
  }

  private async views(principal: Principal, driver: DriverRow, rows: readonly JobRow[]): Promise<DriverJob[]> {
    const ids = rows.map((row) => row.id);
    const [stops, loads, pods, names] = await Promise.all([
      stopsOfJobs(this.db, ids),
      carriedLoads(this.db, driver.id, ids),
      podsOfJobs(this.db, ids),
      this.ports.directory.refs([...new Set(rows.map((row) => row.organiserOrganisationId))]),
    ]);
    const podViews = await this.podViews(principal, pods);
    const organiser = new Map(names.map((ref) => [ref.id, ref.name]));
    return rows.map((row) =>
      driverJobView(row, {
        stops: stops.get(row.id) ?? [],
        loads: loads.filter((load) => load.jobId === row.id),
        pods: podViews.filter((pod) => pod.jobId === row.id),
        organiserName: organiser.get(row.organiserOrganisationId) ?? '',
      }),
    );
  }

  /** POST /logistics/driver/jobs/{id}/actions: one swipe. Refused (409) with the rule's words when not open now. */
  async act(principal: Principal, id: string, input: DriverActionInput): Promise<DriverJob> {
    const now = this.clock.now();
    const at = actionTime(input.at, now);
    const done = await this.db.transaction(async (tx) => {
      const found = await driverJob(tx, principal, id, 'lock');
      if (!found) throw notFound();
      const { job } = found;
      const stops = (await stopsOfJobs(tx, [job.id])).get(job.id) ?? [];
      const pods = await podsOfJobs(tx, [job.id]);
      const driven = drivenJob(job, stops, pods);
      const issue = driverActionIssue(driven, input.action, input.stopId);
      if (issue) throw conflict(issue);
      const to = DRIVER_ACTION_STATUS[input.action];
      // The domain's rules and the job's moves agree; a re-routed job being driven moves on as any other.
      if (job.status !== to && !canMoveJob(job.status, to)) throw conflict(messages.logistics.jobNotDrivable);
      const changes: Partial<JobRow> = { status: to, updatedAt: now };
      let stopId: string | null = null;
      if (input.action === 'start') changes.startedAt = at;
      if (input.action === 'arrive') {
        const next = stops.find((stop) => stop.arrivedAt === null);
        stopId = next?.id ?? null;
        if (stopId) await setStopTimes(tx, stopId, { arrivedAt: at });
      }
      if (input.action === 'depart' || input.action === 'finish') {
        const here = stops.find((stop) => stop.arrivedAt !== null && stop.departedAt === null);
        stopId = here?.id ?? null;
        if (stopId) await setStopTimes(tx, stopId, { departedAt: at });
      }
      if (input.action === 'finish') changes.completedAt = at;
      await updateJob(tx, job.id, changes);
      return { stopId };
    });
    await this.tellTracking({ jobId: id, action: input.action, stopId: done.stopId, at });
    return this.job(principal, id);
  }

  private async tellTracking(event: Parameters<DriverActionHook['afterDriverAction']>[0]): Promise<void> {
    try {
      await this.hook?.afterDriverAction(event);
    } catch (error) {
      // The action stands: tracking's notices are told after it, and a failure there is logged, not the driver's.
      this.log.error({ err: error, jobId: event.jobId }, 'tracking could not hear a driver action');
    }
  }

  /**
   * POST /logistics/driver/jobs/{id}/stops/{stopId}/pod: the proof of delivery where the driver is unloading. Checked
   * first (the stop, the sample, the weights of every load it tips), then the files are stored (the carrier's, shared
   * with the organiser), then in one transaction under the job's lock the POD is written and its loads tipped; a
   * second POD for the stop is 409 and the files the losing one stored are removed again.
   */
  async submitPod(principal: Principal, jobId: string, stopId: string, input: PodSubmit): Promise<DriverJob> {
    const found = await driverJob(this.db, principal, jobId);
    if (!found) throw notFound();
    const { job, driver } = found;
    const stops = (await stopsOfJobs(this.db, [job.id])).get(job.id) ?? [];
    const stop = stops.find((each) => each.id === stopId);
    if (!stop) throw notFound();
    const carried = await carriedLoads(this.db, driver.id, [job.id]);
    this.checkPod(job, stops, stop, carried, await podsOfJobs(this.db, [job.id]), input);

    const files = await this.storeFiles(principal, job, input);
    const now = this.clock.now();
    const at = actionTime(input.at, now);
    try {
      await this.db.transaction(async (tx) => {
        const locked = await driverJob(tx, principal, jobId, 'lock');
        if (!locked) throw notFound();
        const lockedStops = (await stopsOfJobs(tx, [job.id])).get(job.id) ?? [];
        const lockedStop = lockedStops.find((each) => each.id === stopId);
        if (!lockedStop) throw notFound();
        this.checkPod(locked.job, lockedStops, lockedStop, carried, await podsOfJobs(tx, [job.id]), input);
        const pod = await insertPod(tx, {
          jobId: job.id,
          stopId,
          carrierOrganisationId: driver.organisationId,
          driverId: driver.id,
          receiverName: input.receiverName,
          signatureFileId: files.signature.id,
          photoFileIds: files.photos.map((file) => file.id),
          weighbridgeFileId: files.ticket?.id ?? null,
          sampleFileId: files.sample?.id ?? null,
          loads: input.weighbridge?.loads ?? [],
          submittedAt: at,
          receivedAt: now,
          submittedBy: principal.userId,
        });
        if (!pod) throw conflict(messages.logistics.podSubmitted);
        for (const reading of input.weighbridge?.loads ?? []) {
          const load = await lockHauledLoad(tx, driver.organisationId, reading.loadId);
          if (!load || load.tippedQuantityKg !== null) throw conflict(messages.logistics.loadDelivered);
          await updateLoad(tx, load.id, {
            grossKg: reading.grossKg,
            tareKg: reading.tareKg,
            netKg: reading.netKg,
            tippedQuantityKg: reading.netKg,
            weighbridgeFileId: files.ticket?.id ?? null,
            sampleFileId: load.sampleFileId ?? files.sample?.id ?? null,
            updatedAt: now,
          });
        }
      });
    } catch (error) {
      await this.removeFiles(principal, files);
      throw error;
    }
    await this.toContract(job, input, files.ticket, at, principal.userId);
    return this.job(principal, jobId);
  }

  /** The POD's rules (§4, §5), before anything is stored and again under the job's lock. */
  private checkPod(
    job: JobRow,
    stops: readonly JobStopRow[],
    stop: JobStopRow,
    carried: readonly {
      loadId: string;
      tippedQuantityKg: number | null;
      fullWeightKg: number | null;
      emptyWeightKg: number | null;
    }[],
    pods: readonly PodRow[],
    input: PodSubmit,
  ): void {
    if (pods.some((pod) => pod.stopId === stop.id)) throw conflict(messages.logistics.podSubmitted);
    const driven = drivenJob(job, stops, pods);
    if (driverActionIssue(driven, 'depart') === messages.logistics.jobNotDrivable) {
      throw conflict(messages.logistics.jobNotDrivable);
    }
    if (podStop(driven)?.id !== stop.id) throw conflict(messages.logistics.podNotHere);
    if (job.requireGrainSample && !input.sample) {
      throw badRequest([{ field: 'sample', message: messages.logistics.podSampleRequired }]);
    }
    const untipped = carried.filter((load) => load.tippedQuantityKg === null);
    const readings = input.weighbridge?.loads ?? [];
    if (untipped.length > 0 && readings.length === 0) {
      throw badRequest([{ field: 'weighbridge', message: messages.logistics.podWeighbridgeRequired }]);
    }
    readings.forEach((reading, index) => {
      const load = untipped.find((each) => each.loadId === reading.loadId);
      if (!load) {
        throw badRequest([
          { field: `weighbridge.loads.${index}.loadId`, message: messages.logistics.podLoadNotCarried },
        ]);
      }
      const loaded =
        load.fullWeightKg !== null && load.emptyWeightKg !== null ? load.fullWeightKg - load.emptyWeightKg : null;
      const issue = loaded === null ? null : loadTotalsIssue(loaded, reading.netKg);
      if (issue) throw badRequest([{ field: `weighbridge.loads.${index}.netKg`, message: issue }]);
    });
    // At the last stop that unloads, every load the driver carries is tipped.
    const lastUnload = [...stops].reverse().find(stopNeedsPod);
    if (lastUnload?.id === stop.id && untipped.some((load) => !readings.some((each) => each.loadId === load.loadId))) {
      throw badRequest([{ field: 'weighbridge.loads', message: messages.logistics.podLoadMissing }]);
    }
  }

  /** The POD's files, stored as the carrier's own and shared with the organiser. */
  private async storeFiles(principal: Principal, job: JobRow, input: PodSubmit) {
    const reference = job.reference;
    const stored: UploadedFile[] = [];
    const store = async (file: PodFile): Promise<UploadedFile> => {
      const upload = this.ports.files.startUpload();
      try {
        await upload.add({ filename: file.name, stream: Readable.from(file.bytes), truncated: () => false });
        const [made] = await upload.finish(principal, {
          bucket: 'files',
          type: file.category,
          name: file.name,
          organisations: [job.organiserOrganisationId],
        });
        if (!made) throw new Error('The upload stored no file');
        stored.push(made);
        return made;
      } catch (error) {
        await this.removeFiles(principal, { all: stored });
        throw error;
      }
    };
    const signature = await store(decode(input.signature, 'proof-of-delivery', `${reference} signature`));
    const photos: UploadedFile[] = [];
    for (const [index, photo] of input.photos.entries()) {
      photos.push(await store(decode(photo, 'proof-of-delivery', `${reference} photo ${index + 1}`)));
    }
    const ticket = input.weighbridge
      ? await store(decode(input.weighbridge.ticket, 'weighbridge', `${reference} weighbridge ticket`))
      : null;
    const sample = input.sample ? await store(decode(input.sample, 'sample', `${reference} sample`)) : null;
    return { signature, photos, ticket, sample, all: stored };
  }

  private async removeFiles(principal: Principal, files: { all: readonly UploadedFile[] }): Promise<void> {
    for (const file of files.all) {
      await this.ports.files.delete(principal, file.id).catch((error: unknown) => {
        this.log.warn({ err: error, fileId: file.id }, 'a refused POD left a file behind');
      });
    }
  }

  /**
   * The tipped weight flows on to the job's contract delivery (issue 23): settlement starts from what the driver
   * recorded. When trading cannot take it (the seller's stock no longer holds it, an ex-farm trade's receipt), the
   * organiser is told plainly, with the reason, to record it on the contract; the POD and the load stand.
   */
  private async toContract(
    job: JobRow,
    input: PodSubmit,
    ticket: UploadedFile | null,
    at: Date,
    userId: string,
  ): Promise<void> {
    const readings = input.weighbridge?.loads ?? [];
    if (!job.contractDeliveryId || !ticket || readings.length === 0) return;
    const sum = (pick: (reading: (typeof readings)[number]) => number) =>
      readings.reduce((total, reading) => total + pick(reading), 0);
    let reason: string | null;
    try {
      reason = await this.ports.deliveries.haulageTipped(job.contractDeliveryId, {
        grossKg: sum((reading) => reading.grossKg),
        tareKg: sum((reading) => reading.tareKg),
        netKg: sum((reading) => reading.netKg),
        weighbridgeFileId: ticket.id,
        at,
        day: driverDay(at).day,
        userId,
      });
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, 'the tipped weight could not reach the contract delivery');
      reason = messages.errors.somethingWentWrong;
    }
    if (!reason) return;
    const words = { reference: job.reference, reason };
    await this.ports.notifications.notify(
      this.db,
      { organisationId: job.organiserOrganisationId },
      {
        title: formatMessage(messages.logistics.deliveryNotRecordedTitle, words),
        message: formatMessage(messages.logistics.deliveryNotRecorded, words),
        type: 'warning',
        organisationId: job.organiserOrganisationId,
        data: { topic: 'logistics', jobId: job.id },
        callToAction: {
          actions: [
            {
              label: messages.logistics.quoteNotifications.openAction,
              isPrimary: true,
              redirect: { path: `/logistics/jobs/${job.id}` },
            },
          ],
        },
      },
    );
  }

  /** GET /logistics/jobs/{id}/pods: the job's PODs, to its organiser and its carrier. */
  async podsOf(principal: Principal, jobId: string): Promise<PodView[]> {
    const job = await findJob(this.db, actingOrganisationId(principal), jobId);
    if (!job) throw notFound();
    return this.podViews(principal, await podsOfJobs(this.db, [job.id]));
  }

  private async podViews(principal: Principal, pods: readonly PodRow[]): Promise<PodView[]> {
    if (pods.length === 0) return [];
    const ids = pods.flatMap((pod) =>
      [pod.signatureFileId, ...pod.photoFileIds, pod.weighbridgeFileId, pod.sampleFileId].flatMap((id) =>
        id ? [id] : [],
      ),
    );
    const described = await Promise.all(ids.map((id) => this.ports.files.describe(principal, id).catch(() => null)));
    const files = new Map(described.flatMap((file) => (file ? [[file.id, file] as const] : [])));
    const userIds = [...new Set(pods.flatMap((pod) => (pod.submittedBy ? [pod.submittedBy] : [])))];
    const people = new Map(
      (await this.ports.people.people(this.db, userIds)).map((person) => [person.id, person.name]),
    );
    return pods.map((pod) => podView(pod, files, people.get(pod.submittedBy ?? '') ?? ''));
  }
}

/** A data URL's bytes (the schema checked its type and size). */
function decode(dataUrl: string, category: FileCategory, name: string): PodFile {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice(5, dataUrl.indexOf(';'));
  const extension = type === 'application/pdf' ? 'pdf' : (type.split('/')[1] ?? 'bin').replace('jpeg', 'jpg');
  return { category, name: `${name}.${extension}`, bytes: Buffer.from(dataUrl.slice(comma + 1), 'base64') };
}
