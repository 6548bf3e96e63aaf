import {
  DRIVER_ACTION_BACKDATE_HOURS,
  DRIVER_CLOCK_DRIFT_MINUTES,
  ETA_REFRESH_SECONDS,
  etaNoticesFor,
  formatMessage,
  hasPermission,
  messages,
  nextStop,
  TRACK_TRAIL_POSITIONS,
  trackedJobPath,
  trackingOn,
  TRADING_PATHS,
  wantsNotification,
  type AccessLevel,
  type DriverAction,
  type EtaNotice,
  type JobTracking,
  type NotificationType,
  type Permission,
  type PositionBatch,
  type PositionsStored,
} from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../../platform/auth/principal';
import { actingOrganisationId } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor, Tx } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/http/errors';
import type { LiveEvents, LiveSignal } from '../../../platform/live-events/live-events';
import { LruMap } from '../../../platform/cache/lru-map';
import { appLink } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import { driverJob } from '../driving/driver-queries';
import { findJob, stopsOfJobs, type JobRow, type JobStopRow } from '../jobs/queries';
import type { ContractDeliveries, FleetNotifications, TrackingDirectory } from '../ports';
import type { RouteProvider } from '../routing/providers/route-provider';
import {
  clearEta,
  deletePositionsReceivedBefore,
  etaOf,
  insertPositions,
  lastPosition,
  lockEta,
  lockJobById,
  saveEta,
  trackingRecord,
  type EtaRow,
} from './queries';
import { trackingView } from './views';

export interface TrackingParts {
  db: Db;
  clock: Clock;
  live: LiveEvents;
  /** The routing provider the jobs' routes come from (the same instance). */
  router: RouteProvider;
  directory: TrackingDirectory;
  deliveries: Pick<ContractDeliveries, 'receiverOf'>;
  notifications: FleetNotifications;
  outbox: Pick<Outbox, 'enqueueEmails'>;
  publicUrl: string;
  positionRetentionDays: number;
  etaSlipMarginMinutes: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What the driving service tells tracking after a swipe action has committed. */
export interface DriverActionEvent {
  jobId: string;
  action: DriverAction;
  stopId: string | null;
  at: Date;
}

/** The organiser's people who may read a job, and the carrier's (whose drivers hold logistics.carrier at read). */
const ORGANISER_READS: [Permission, AccessLevel] = ['logistics.jobs', 'read'];
const CARRIER_READS: [Permission, AccessLevel] = ['logistics.carrier', 'read'];
/** The receiving site of a contract's delivery: those who follow its contracts, or organise its haulage. */
const RECEIVER_READS: [Permission, AccessLevel][] = [['trading.contracts', 'read'], ORGANISER_READS];

const DAY_MS = 86_400_000;
/** Jobs whose last ETA this instance remembers working out (a hint: the database decides). */
const REMEMBERED_ETAS = 20_000;
/** Positions the retention job removes per statement. */
const RETENTION_BATCH = 10_000;

/** ETAs are told in UK time (en-GB), as the job's parties read a clock. */
const ETA_TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
const ukTime = (at: Date) => ETA_TIME.format(at);

const n = messages.logistics.etaNotifications;

type Notice = EtaNotice | 'completed';

const NOTICE_TYPE: Record<Notice, NotificationType> = {
  started: 'information',
  near: 'information',
  arrived: 'information',
  slipped: 'warning',
  completed: 'success',
};

interface NoticeWords {
  stop: string | null;
  eta: Date | null;
  was?: Date | null;
}

/**
 * Live tracking (trading-logistics §1, issue 23): the driver app's positions while a job is driven, the job page's
 * live view of them with the ETA to the next stop, the ETA notices (started, about 30 minutes away, arrived, running
 * late, completed) to the organiser and the receiving site, and the removal of positions after the retention period.
 */
export class TrackingService {
  /** When this instance last saw each job's ETA worked out, so most batches skip asking the database. */
  readonly #etaWorkedAt = new LruMap<string, number>(REMEMBERED_ETAS);

  constructor(private readonly parts: TrackingParts) {
    parts.live.provide('job-tracking', (jobId) => this.liveTracking(jobId));
  }

  private get db() {
    return this.parts.db;
  }

  /**
   * The allocated driver's readings, stored only while the job is driven (else 409 and nothing stored). A reading
   * from before the job started, or one the phone dates beyond what a day offline or a clock's drift explains, is
   * not stored. The parties' open job pages hear of it in the same transaction; the ETA is refreshed after.
   */
  async positions(principal: Principal, jobId: string, batch: PositionBatch): Promise<PositionsStored> {
    const now = this.parts.clock.now();
    const stored = await this.db.transaction(async (tx) => {
      const found = await driverJob(tx, principal, jobId, 'lock');
      if (!found) throw notFound();
      const { job, driver } = found;
      if (!trackingOn(job.status, job.startedAt)) throw conflict(messages.logistics.trackingOff);
      const earliest = Math.max(
        job.startedAt?.getTime() ?? 0,
        now.getTime() - DRIVER_ACTION_BACKDATE_HOURS * 3_600_000,
      );
      const latest = now.getTime() + DRIVER_CLOCK_DRIFT_MINUTES * 60_000;
      const rows = batch.positions
        .map((position) => ({ position, at: new Date(position.at) }))
        .filter(({ at }) => at.getTime() >= earliest && at.getTime() <= latest)
        .map(({ position, at }) => ({
          jobId: job.id,
          driverId: driver.id,
          carrierOrganisationId: driver.organisationId,
          latitude: position.lat,
          longitude: position.lon,
          accuracyM: position.accuracyM ?? null,
          speedMps: position.speedMps ?? null,
          headingDeg: position.headingDeg ?? null,
          recordedAt: at,
          receivedAt: now,
        }));
      const count = await insertPositions(tx, rows);
      if (count > 0) await this.publish(tx, job);
      return count;
    });
    if (stored > 0) await this.refreshEta(jobId, false);
    return { stored };
  }

  /** Where the job's vehicle is, for the job's parties only: anyone else (any other business) hears 404. */
  async tracking(principal: Principal, jobId: string): Promise<JobTracking> {
    const organisationId = actingOrganisationId(principal);
    const job = await findJob(this.db, organisationId, jobId);
    if (!job) throw notFound();
    const organiser =
      job.organiserOrganisationId === organisationId && hasPermission(principal.access, ...ORGANISER_READS);
    const carrier = job.carrierOrganisationId === organisationId && hasPermission(principal.access, ...CARRIER_READS);
    if (!organiser && !carrier) throw notFound();
    // §8 'cancelled job details unavailable', as the job page says it.
    if (!organiser && job.status === 'cancelled-by-organiser') {
      throw notFound(messages.logistics.cancelledJobUnavailable);
    }
    return this.view(this.db, job);
  }

  /**
   * The driving service's hook, called after each swipe action commits: the parties hear that the vehicle started
   * (with the ETA to the first stop when a position gives one), arrived and completed the job, and the ETA row is
   * reset at each stop. A failure here is logged, never the driver's: the action itself is done.
   */
  async afterDriverAction(event: DriverActionEvent): Promise<void> {
    try {
      await this.onDriverAction(event);
    } catch (error) {
      this.parts.log.error({ err: error, jobId: event.jobId, action: event.action }, 'tracking could not follow');
    }
  }

  private async onDriverAction({ jobId, action, stopId }: DriverActionEvent): Promise<void> {
    this.#etaWorkedAt.delete(jobId);
    if (action === 'start') {
      const worked = await this.refreshEta(jobId, true);
      await this.db.transaction(async (tx) => {
        const job = await this.lockedJob(tx, jobId);
        if (!job) return;
        const eta = worked ?? (await etaOf(tx, jobId));
        const stops = (await stopsOfJobs(tx, [jobId])).get(jobId) ?? [];
        const next = nextOf(stops);
        await this.tell(tx, job, 'started', { stop: next?.name ?? null, eta: eta?.etaAt ?? null });
        await this.publish(tx, job);
      });
      return;
    }
    await this.db.transaction(async (tx) => {
      const job = await this.lockedJob(tx, jobId);
      if (!job) return;
      // A new stop starts the ETA afresh: arrived at one, or left for the next.
      await clearEta(tx, jobId);
      if (action === 'arrive') {
        const stops = (await stopsOfJobs(tx, [jobId])).get(jobId) ?? [];
        const stop = stops.find((each) => each.id === stopId) ?? null;
        await this.tell(tx, job, 'arrived', { stop: stop?.name ?? null, eta: null });
      }
      if (action === 'finish') await this.tell(tx, job, 'completed', { stop: null, eta: null });
      await this.publish(tx, job);
    });
    if (action === 'depart') await this.refreshEta(jobId, true);
  }

  /**
   * Works out the ETA to the next stop from the last position with the routing provider, at most every
   * ETA_REFRESH_SECONDS per job unless forced, and tells what it calls for: 'about 30 minutes away' once per stop,
   * 'running late' when later than the ETA last told by more than the margin. The route is asked outside the
   * transaction (a routing service may take seconds); the job and its ETA row are locked to decide, so two batches at
   * once tell nothing twice.
   */
  private async refreshEta(jobId: string, force: boolean): Promise<EtaRow | null> {
    const now = this.parts.clock.now();
    const recent = (at: number | undefined) => at !== undefined && now.getTime() - at < ETA_REFRESH_SECONDS * 1000;
    const due = (row: EtaRow | null) => force || !row || !recent(row.computedAt.getTime());
    if (!force && recent(this.#etaWorkedAt.get(jobId))) return null;
    const stored = await etaOf(this.db, jobId);
    if (stored) this.#etaWorkedAt.set(jobId, stored.computedAt.getTime());
    if (!due(stored)) return null;
    const last = await lastPosition(this.db, jobId);
    const target = nextOf((await stopsOfJobs(this.db, [jobId])).get(jobId) ?? []);
    if (!last || !target || target.latitude === null || target.longitude === null) return null;
    const route = await this.parts.router.route([
      { lat: last.latitude, lon: last.longitude },
      { lat: target.latitude, lon: target.longitude },
    ]);
    return this.db.transaction(async (tx) => {
      const job = await this.lockedJob(tx, jobId);
      if (!job || !trackingOn(job.status, job.startedAt)) return null;
      const current = await lockEta(tx, jobId);
      if (!due(current)) return null;
      // The driver may have reached the stop while the route was asked.
      if (nextOf((await stopsOfJobs(tx, [jobId])).get(jobId) ?? [])?.id !== target.id) return null;
      const told =
        current && current.stopId === target.id
          ? { nearSent: current.nearSent, toldEtaAt: current.toldEtaAt }
          : { nearSent: false, toldEtaAt: null };
      const etaAt = new Date(now.getTime() + route.durationSeconds * 1000);
      const notices = etaNoticesFor(told, etaAt, now, this.parts.etaSlipMarginMinutes);
      const row: EtaRow = {
        jobId,
        stopId: target.id,
        etaAt,
        distanceMetres: route.distanceMetres,
        durationSeconds: route.durationSeconds,
        estimate: route.estimate,
        computedAt: now,
        // The first ETA worked out is the one the parties go by; a slip notice tells the new one.
        toldEtaAt: told.toldEtaAt === null || notices.includes('slipped') ? etaAt : told.toldEtaAt,
        nearSent: told.nearSent || notices.includes('near'),
      };
      await saveEta(tx, row);
      this.#etaWorkedAt.set(jobId, now.getTime());
      for (const notice of notices) {
        await this.tell(tx, job, notice, { stop: target.name, eta: etaAt, was: told.toldEtaAt });
      }
      await this.publish(tx, job);
      return row;
    });
  }

  /** Deletes positions received more than the retention period ago (the daily job); answers how many went. */
  async removeExpiredPositions(): Promise<number> {
    const before = new Date(this.parts.clock.now().getTime() - this.parts.positionRetentionDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const batch = await deletePositionsReceivedBefore(this.db, before, RETENTION_BATCH);
      removed += batch;
      if (batch < RETENTION_BATCH) return removed;
    }
  }

  private lockedJob(tx: Tx, jobId: string): Promise<JobRow | null> {
    return lockJobById(tx, jobId);
  }

  /** The live event's data: the same as the tracking call answers. */
  private async liveTracking(jobId: string): Promise<JobTracking | null> {
    const record = await trackingRecord(this.db, jobId, TRACK_TRAIL_POSITIONS);
    return record ? trackingView(record) : null;
  }

  private async view(exec: Executor, job: JobRow): Promise<JobTracking> {
    const record = await trackingRecord(exec, job.id, TRACK_TRAIL_POSITIONS);
    if (!record) throw notFound();
    return trackingView(record);
  }

  /**
   * Tells the job's open pages to read its tracking again, when the transaction commits: the organiser's people who
   * may read jobs and the carrier's who may read its work (its drivers included), nobody else of either business.
   */
  private async publish(tx: Tx, job: JobRow): Promise<void> {
    const signals: LiveSignal[] = [];
    const event = 'job-tracking' as const;
    if (job.carrierOrganisationId === job.organiserOrganisationId) {
      const holding = [ORGANISER_READS, CARRIER_READS];
      signals.push({ event, id: job.id, audience: { organisationId: job.organiserOrganisationId, holding } });
    } else {
      signals.push({
        event,
        id: job.id,
        audience: { organisationId: job.organiserOrganisationId, holding: [ORGANISER_READS] },
      });
      if (job.carrierOrganisationId) {
        signals.push({
          event,
          id: job.id,
          audience: { organisationId: job.carrierOrganisationId, holding: [CARRIER_READS] },
        });
      }
    }
    await this.parts.live.publishMany(tx, signals);
  }

  /**
   * One ETA notice, in the app and by email to those who chose email for logistics: the organiser's people who may
   * read the job (to its page), and for a job made from a contract's delivery the buyer's site when it is not the
   * organiser (to the contract, as it does not see the job).
   */
  private async tell(tx: Tx, job: JobRow, notice: Notice, words: NoticeWords): Promise<void> {
    const [carrier] = job.carrierOrganisationId ? await this.parts.directory.refs([job.carrierOrganisationId], tx) : [];
    const { title, message } = noticeWords(notice, job.reference, carrier?.name ?? '', words);
    type Holder = Awaited<ReturnType<TrackingDirectory['membersHolding']>>[number];
    const audiences: { people: Holder[]; organisationId: string; path: string; label: string }[] = [
      {
        people: await this.parts.directory.membersHolding(job.organiserOrganisationId, [ORGANISER_READS], tx),
        organisationId: job.organiserOrganisationId,
        path: trackedJobPath(job.id),
        label: messages.logistics.etaNotifications.viewJob,
      },
    ];
    const receiver = job.contractDeliveryId
      ? await this.parts.deliveries.receiverOf(job.organiserOrganisationId, job.contractDeliveryId, tx)
      : null;
    if (receiver?.buyerOrganisationId && receiver.buyerOrganisationId !== job.organiserOrganisationId) {
      audiences.push({
        people: await this.parts.directory.membersHolding(receiver.buyerOrganisationId, RECEIVER_READS, tx),
        organisationId: receiver.buyerOrganisationId,
        path: TRADING_PATHS.contract(receiver.contractId),
        label: messages.logistics.etaNotifications.viewContract,
      });
    }
    const withPeople = audiences.filter((audience) => audience.people.length > 0);
    await this.parts.notifications.notifyEach(
      tx,
      withPeople.map((audience) => ({
        userIds: audience.people.map((person) => person.userId),
        content: {
          title,
          message,
          type: NOTICE_TYPE[notice],
          organisationId: audience.organisationId,
          data: { topic: 'logistics', jobId: job.id, notice },
          callToAction: {
            actions: [{ label: audience.label, isPrimary: true, redirect: { path: audience.path } }],
          },
        },
      })),
    );
    await this.parts.outbox.enqueueEmails(
      tx,
      withPeople.flatMap((audience) =>
        audience.people
          .filter((person) => wantsNotification(person.notificationPreferences, 'logistics', 'email'))
          .map((person) => ({
            to: person.email,
            template: `logistics-eta-${notice}`,
            content: {
              subject: title,
              heading: title,
              paragraphs: [message],
              action: { label: audience.label, url: appLink(this.parts.publicUrl, audience.path) },
            },
          })),
      ),
    );
  }
}

/** The next stop to arrive at, as the driver's rules read the stops. */
function nextOf(stops: readonly JobStopRow[]): JobStopRow | null {
  const next = nextStop(stops.map((stop) => ({ ...stop, podSubmitted: false })));
  return next ? (stops.find((stop) => stop.id === next.id) ?? null) : null;
}

/** The notice's title and message in the catalogue's words, times in UK time. */
function noticeWords(notice: Notice, reference: string, carrier: string, words: NoticeWords) {
  const stop = words.stop ?? '';
  const eta = words.eta ? ukTime(words.eta) : '';
  switch (notice) {
    case 'started':
      return {
        title: formatMessage(n.startedTitle, { reference }),
        message: formatMessage(words.eta ? n.startedMessage : n.startedMessageNoEta, { carrier, reference, stop, eta }),
      };
    case 'near':
      return {
        title: formatMessage(n.nearTitle, { reference }),
        message: formatMessage(n.nearMessage, { reference, stop, eta }),
      };
    case 'arrived':
      return {
        title: formatMessage(n.arrivedTitle, { reference }),
        message: formatMessage(n.arrivedMessage, { reference, stop }),
      };
    case 'slipped':
      return {
        title: formatMessage(n.slippedTitle, { reference }),
        message: formatMessage(n.slippedMessage, {
          reference,
          stop,
          eta,
          was: words.was ? ukTime(words.was) : '',
        }),
      };
    case 'completed':
      return {
        title: formatMessage(n.completedTitle, { reference }),
        message: formatMessage(n.completedMessage, { carrier, reference }),
      };
  }
}
