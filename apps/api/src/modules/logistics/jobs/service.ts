import {
  amendmentWindowClosedMessage,
  canMoveJob,
  deliveryPickupAt,
  hasPermission,
  jobEnded,
  jobAmendable,
  jobMoveRefused,
  jobUnassigned,
  messages,
  routeValid,
  stopLocated,
  type JobClose,
  type JobCreate,
  type JobSide,
  type JobStatus,
  type JobStopInput,
  type JobUpdate,
  type DeliveryHaulage,
  type JobView,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import { actingOrganisationId } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import type { ContractDeliveries, LogisticsDirectory } from '../ports';
import { cancelOpenQuotesOfJob, carrierAskedToQuote } from '../quotes/queries';
import type { RouteProvider } from '../routing/providers/route-provider';
import {
  countJobsOf,
  findJob,
  jobsByIds,
  insertDeliveryLoad,
  insertJob,
  liveJobOfDelivery,
  jobLoadsAllocated,
  lockJob,
  nextJobReference,
  replaceStops,
  stopsOfJobs,
  updateJob,
  type JobRow,
  type JobStopValues,
} from './queries';
import type { JobRoute } from './tables';
import { jobView } from './views';

/**
 * What must hold before a carrier books a job (§5 'The whole load must be allocated across vehicles and drivers'):
 * the message refusing it, or null. The planner part may pass its own; the default asks that the job has a load and
 * every load on it is wholly allocated.
 */
export type BookingCheck = (exec: Executor, job: JobRow) => Promise<string | null>;

const wholeLoadsAllocated: BookingCheck = async (exec, job) =>
  (await jobLoadsAllocated(exec, job.id)) ? null : messages.logistics.wholeLoadAllocated;

/** The delivery a job is made from, and its load. */
interface DeliveryLoad {
  id: string;
  commodityId: string;
  plannedDate: string;
  plannedWeightKg: number;
}

export interface JobsParts {
  db: Db;
  clock: Clock;
  directory: LogisticsDirectory;
  deliveries: ContractDeliveries;
  router: RouteProvider;
  bookingCheck?: BookingCheck;
}

/** The fields whose change, once a carrier has the job, is a re-route (§4): where, when and what it hauls. */
const REROUTE_FIELDS = ['stops', 'pickupAt', 'type', 'requireGrainSample'] as const;
/** The fields a re-route keeps open for 72 hours (§9): the price, and what the driver is told. */
const AMENDMENT_FIELDS = ['priceMinor', 'driverNotes'] as const;

const STATUS_WORDS: Record<JobStatus, string> = {
  'awaiting-quotes': 'awaiting quotes',
  'out-for-quote': 'out for quote',
  assigned: 'assigned',
  booked: 'booked',
  started: 'started',
  active: 'active',
  'in-transit': 'in transit',
  completed: 'completed',
  're-routed': 're-routed',
  'cancelled-by-carrier': 'cancelled by the carrier',
  'cancelled-by-organiser': 'cancelled by the organiser',
  declined: 'declined',
};

/**
 * Haulage jobs (trading-logistics §3-§5, §9): the organiser makes one with its stops, and its route is worked out by
 * the routing provider; it waits for quotes or is given straight to a carrier; the carrier books or declines it;
 * either side cancels it; the organiser re-routes it, which keeps price and driver amendments open for 72 hours.
 * Every move goes through the domain's canMoveJob. A job is seen only by its organiser and its carrier: anyone
 * else is answered 404.
 */
export class JobsService {
  private readonly bookingCheck: BookingCheck;

  constructor(private readonly parts: JobsParts) {
    this.bookingCheck = parts.bookingCheck ?? wholeLoadsAllocated;
  }

  private get db() {
    return this.parts.db;
  }

  private now(): Date {
    return this.parts.clock.now();
  }

  /** The route through the stops, refused (400, pointing at the stops) when it goes nowhere (§5 'a valid route'). */
  async routeOf(stops: readonly JobStopInput[]): Promise<JobRoute> {
    const points = stops.filter(stopLocated).map((stop) => ({ lat: stop.lat ?? 0, lon: stop.lon ?? 0 }));
    const route = await this.parts.router.route(points);
    if (!routeValid(route)) {
      throw badRequest([{ field: 'stops', message: messages.logistics.routeInvalid }], messages.logistics.routeInvalid);
    }
    return route;
  }

  /** Reads jobs as the caller's business sees them: their stops, and both businesses' names. */
  async views(principal: Principal, rows: readonly JobRow[], exec: Executor = this.db): Promise<JobView[]> {
    const organisationId = actingOrganisationId(principal);
    const stops = await stopsOfJobs(
      exec,
      rows.map((row) => row.id),
    );
    const ids = rows.flatMap((row) => [row.organiserOrganisationId, row.carrierOrganisationId ?? []].flat());
    const names = new Map((await this.parts.directory.refs([...new Set(ids)], exec)).map((ref) => [ref.id, ref.name]));
    const now = this.now();
    return rows.map((row) =>
      jobView(row, stops.get(row.id) ?? [], now, {
        side: row.organiserOrganisationId === organisationId ? 'organiser' : 'carrier',
        organiserName: names.get(row.organiserOrganisationId) ?? '',
        carrierName: row.carrierOrganisationId ? (names.get(row.carrierOrganisationId) ?? '') : null,
      }),
    );
  }

  /** Jobs by id in that order, for a search that found them within the caller's visibility. */
  rowsByIds(ids: readonly string[]): Promise<JobRow[]> {
    return jobsByIds(this.db, ids);
  }

  private async view(principal: Principal, row: JobRow, exec?: Executor): Promise<JobView> {
    const [view] = await this.views(principal, [row], exec);
    if (!view) throw notFound();
    return view;
  }

  /** A carrier named for a job must be a haulier (400 on the field otherwise: an unknown id reveals nothing). */
  private async checkCarrier(exec: Executor, carrierId: string): Promise<void> {
    if (!(await this.parts.directory.isCarrier(carrierId, exec))) {
      throw badRequest([{ field: 'carrierOrganisationId', message: messages.validation.invalid }]);
    }
  }

  async create(principal: Principal, input: JobCreate, extra: { delivery?: DeliveryLoad } = {}): Promise<JobView> {
    const organisationId = actingOrganisationId(principal);
    const route = await this.routeOf(input.stops);
    const row = await this.db.transaction(async (tx) => {
      if (input.carrierOrganisationId) await this.checkCarrier(tx, input.carrierOrganisationId);
      const { delivery } = extra;
      if (delivery && (await liveJobOfDelivery(tx, delivery.id)))
        throw conflict(messages.logistics.jobForDeliveryExists);
      const now = this.now();
      const job = await insertJob(tx, {
        reference: input.reference ?? (await nextJobReference(tx)),
        organiserOrganisationId: organisationId,
        carrierOrganisationId: input.carrierOrganisationId ?? null,
        type: input.type,
        // Given straight to a carrier at an agreed price, it is assigned; else it waits for quotes (§4).
        status: input.carrierOrganisationId ? 'assigned' : 'awaiting-quotes',
        pickupAt: new Date(input.pickupAt),
        priceMinor: input.priceMinor ?? null,
        driverNotes: input.driverNotes ?? null,
        requireGrainSample: input.requireGrainSample,
        route,
        contractDeliveryId: delivery?.id ?? null,
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      });
      if (!job && delivery) throw conflict(messages.logistics.jobForDeliveryExists);
      if (!job) {
        throw badRequest(
          [{ field: 'reference', message: messages.logistics.referenceTaken }],
          messages.logistics.referenceTaken,
        );
      }
      await replaceStops(tx, job.id, input.stops.map(stopValues));
      if (delivery) {
        await insertDeliveryLoad(tx, {
          organisationId,
          jobId: job.id,
          commodityId: delivery.commodityId,
          plannedDate: delivery.plannedDate,
          weightKg: delivery.plannedWeightKg,
          createdBy: principal.userId,
          at: now,
        });
      }
      return job;
    });
    return this.view(principal, row);
  }

  /**
   * A trade's haulage in one click (issue 22): a grain job from a planned contract delivery, collected at the
   * seller's store and delivered to the buyer's site, picked up on the planned date with the planned weight as its
   * load. Either party of the contract may make it; one job per delivery while it is on.
   */
  async fromDelivery(principal: Principal, deliveryId: string): Promise<JobView> {
    const delivery = await this.parts.deliveries.haulageOf(principal, deliveryId);
    if (!delivery) throw notFound();
    if (delivery.status !== 'planned') throw conflict(messages.logistics.deliveryNotPlanned);
    const [collection] = await this.parts.directory.unitPlaces([delivery.collectionUnitId]);
    const [site] = delivery.buyerOrganisationId
      ? await this.parts.directory.placedUnitsOf(delivery.buyerOrganisationId)
      : [];
    if (!collection?.location || !site?.location) throw conflict(messages.logistics.deliveryPlacesMissing);
    const stop = (place: typeof site, type: 'load' | 'unload'): JobStopInput => ({
      type,
      waypointType: type === 'load' ? (place.type === 'farm' ? 'farm' : 'silo') : 'offtaker',
      name: place.name,
      addressLine: place.address?.line1 || null,
      postcode: place.address?.postcode || null,
      what3words: place.location?.what3words ?? null,
      lat: place.location?.lat ?? null,
      lon: place.location?.lon ?? null,
    });
    return this.create(
      principal,
      {
        type: 'grain',
        pickupAt: deliveryPickupAt(delivery.plannedDate).toISOString(),
        stops: [stop(collection, 'load'), stop(site, 'unload')],
        requireGrainSample: true,
        driverNotes: delivery.contractNumber ? `Contract ${delivery.contractNumber}` : null,
      },
      { delivery },
    );
  }

  /** Whether a delivery's haulage is booked, and by whom: only a party of its contract may ask (else 404). */
  async deliveryHaulage(principal: Principal, deliveryId: string): Promise<DeliveryHaulage> {
    if (!(await this.parts.deliveries.haulageOf(principal, deliveryId))) throw notFound();
    const job = await liveJobOfDelivery(this.db, deliveryId);
    const own = job?.organiserOrganisationId === actingOrganisationId(principal);
    return {
      job: job && own ? { id: job.id, reference: job.reference, status: job.status } : null,
      bookedByOtherParty: job !== null && !own,
    };
  }

  async job(principal: Principal, id: string): Promise<JobView> {
    const organisationId = actingOrganisationId(principal);
    // A carrier asked to quote reads the job it is to price (§4 Quote), though the job is not yet given to it.
    const row =
      (await findJob(this.db, organisationId, id)) ??
      ((await carrierAskedToQuote(this.db, id, organisationId)) ? ((await jobsByIds(this.db, [id]))[0] ?? null) : null);
    if (!row) throw notFound();
    const side = sideOf(principal, row);
    // §8 'cancelled job details unavailable': the carrier no longer reads a job its organiser called off.
    if (side === 'carrier' && row.status === 'cancelled-by-organiser') {
      throw notFound(messages.logistics.cancelledJobUnavailable);
    }
    return this.view(principal, row);
  }

  /**
   * The organiser changes a job: before a carrier has it, anything; after, new stops (or pickup, type, sample) are a
   * re-route, and the price and driver notes may change only while a re-route keeps them open (§9, 72 hours).
   */
  async update(principal: Principal, id: string, input: JobUpdate): Promise<JobView> {
    const route = input.stops ? await this.routeOf(input.stops) : undefined;
    const row = await this.db
      .transaction(async (tx) => {
        const job = await this.lockOwn(tx, principal, id, 'organiser');
        if (jobEnded(job.status)) throw conflict(messages.logistics.jobNoLongerActive);
        const now = this.now();
        const changes: Partial<JobRow> = { updatedAt: now };
        if (input.reference !== undefined) changes.reference = input.reference;
        if (input.type !== undefined) changes.type = input.type;
        if (input.pickupAt !== undefined) changes.pickupAt = new Date(input.pickupAt);
        if (input.requireGrainSample !== undefined) changes.requireGrainSample = input.requireGrainSample;
        if (input.priceMinor !== undefined) changes.priceMinor = input.priceMinor;
        if (input.driverNotes !== undefined) changes.driverNotes = input.driverNotes;
        if (route) changes.route = route;
        if (!jobUnassigned(job.status)) {
          const reroutes = REROUTE_FIELDS.some((field) => input[field] !== undefined);
          const amends = AMENDMENT_FIELDS.some((field) => input[field] !== undefined);
          if (reroutes) {
            if (!canMoveJob(job.status, 're-routed'))
              throw conflict(jobMoveRefused(STATUS_WORDS[job.status], 're-routed'));
            changes.status = 're-routed';
            changes.reroutedAt = now;
          }
          if (amends && !jobAmendable(job, now, reroutes)) throw conflict(amendmentWindowClosedMessage());
          if (input.priceMinor === null)
            throw badRequest([{ field: 'priceMinor', message: messages.logistics.jobPriceRequired }]);
        }
        if (input.stops) {
          // A stop the vehicle has reached keeps its arrival and its POD: the stops are the driver's record then.
          const driven = (await stopsOfJobs(tx, [job.id])).get(job.id)?.some((stop) => stop.arrivedAt !== null);
          if (driven) throw conflict(messages.logistics.drivenStopsFixed);
          await replaceStops(tx, job.id, input.stops.map(stopValues));
        }
        return updateJob(tx, job.id, changes);
      })
      .catch((error: unknown) => {
        // References are unique across jobs: another job's is refused on the field, as making a job refuses it.
        if (input.reference !== undefined && isUniqueViolation(error)) {
          throw badRequest(
            [{ field: 'reference', message: messages.logistics.referenceTaken }],
            messages.logistics.referenceTaken,
          );
        }
        throw error;
      });
    return this.view(principal, row);
  }

  /** Either side calls the job off: it is cancelled by the organiser or by the carrier, as the caller is. */
  async cancel(principal: Principal, id: string, input: JobClose): Promise<JobView> {
    const row = await this.db.transaction(async (tx) => {
      const job = await this.lockOwn(tx, principal, id);
      const side = sideOf(principal, job);
      requireSidePermission(principal, side);
      const to: JobStatus = side === 'organiser' ? 'cancelled-by-organiser' : 'cancelled-by-carrier';
      this.move(job, to, 'cancelled');
      const now = this.now();
      // A cancelled job's open quote requests are withdrawn with it.
      await cancelOpenQuotesOfJob(tx, job.id, { decidedAt: now, decidedBy: principal.userId });
      return updateJob(tx, job.id, {
        status: to,
        cancelledAt: now,
        cancelReason: input.reason ?? null,
        updatedAt: now,
      });
    });
    return this.view(principal, row);
  }

  /** The carrier turns down a job given to it (assigned only). */
  async decline(principal: Principal, id: string, input: JobClose): Promise<JobView> {
    const row = await this.db.transaction(async (tx) => {
      const job = await this.lockOwn(tx, principal, id, 'carrier');
      this.move(job, 'declined', 'declined');
      const now = this.now();
      return updateJob(tx, job.id, { status: 'declined', cancelReason: input.reason ?? null, updatedAt: now });
    });
    return this.view(principal, row);
  }

  /** The carrier books a job it was given (or that was re-routed) once the booking check passes. */
  async book(principal: Principal, id: string): Promise<JobView> {
    const row = await this.db.transaction(async (tx) => {
      const job = await this.lockOwn(tx, principal, id, 'carrier');
      this.move(job, 'booked', 'booked');
      const refusal = await this.bookingCheck(tx, job);
      if (refusal) throw conflict(refusal);
      return updateJob(tx, job.id, { status: 'booked', updatedAt: this.now() });
    });
    return this.view(principal, row);
  }

  /**
   * The demo world only (seed/demo-jobs.ts): moves a job the driver app would have moved (the next issue), to show
   * a completed job beside the others. No rule is checked: nothing else calls it.
   */
  async demoMoveTo(id: string, status: JobStatus): Promise<void> {
    await updateJob(this.db, id, { status, updatedAt: this.now() });
  }

  /** Whether the business has organised any job: the demo world seeds its jobs once. */
  async hasJobs(principal: Principal): Promise<boolean> {
    return (await this.rowsOfOrganiser(actingOrganisationId(principal))) > 0;
  }

  private rowsOfOrganiser(organisationId: string): Promise<number> {
    return countJobsOf(this.db, organisationId);
  }

  /** The job locked for a change by the caller's side (403 for the other side; 404 when not theirs to see). */
  private async lockOwn(tx: Executor, principal: Principal, id: string, side?: JobSide): Promise<JobRow> {
    const job = await lockJob(tx, actingOrganisationId(principal), id);
    if (!job) throw notFound();
    if (side && sideOf(principal, job) !== side) throw forbidden();
    return job;
  }

  /** 409 when the job's status does not allow the move: an ended job says it is no longer active (§8). */
  private move(job: JobRow, to: JobStatus, action: string): void {
    if (jobEnded(job.status)) throw conflict(messages.logistics.jobNoLongerActive);
    if (!canMoveJob(job.status, to)) throw conflict(jobMoveRefused(STATUS_WORDS[job.status], action));
  }
}

function sideOf(principal: Principal, job: JobRow): JobSide {
  return job.organiserOrganisationId === principal.organisationId ? 'organiser' : 'carrier';
}

/** Cancelling takes the side's own permission at write: organising haulage, or the carrier's. */
function requireSidePermission(principal: Principal, side: JobSide): void {
  const permission = side === 'organiser' ? 'logistics.jobs' : 'logistics.carrier';
  if (!hasPermission(principal.access, permission, 'write')) throw forbidden();
}

function stopValues(stop: JobStopInput): JobStopValues {
  return {
    type: stop.type,
    waypointType: stop.waypointType,
    name: stop.name,
    addressLine: stop.addressLine ?? null,
    postcode: stop.postcode ?? null,
    what3words: stop.what3words ?? null,
    latitude: stop.lat ?? null,
    longitude: stop.lon ?? null,
  };
}
