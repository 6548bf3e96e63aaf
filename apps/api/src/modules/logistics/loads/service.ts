import {
  hasPermission,
  jobLoadTotals,
  loadedNetKg,
  loadNetIssue,
  loadReferenceOf,
  loadTotalsIssue,
  messages,
  readLoadImport,
  type JobLoads,
  type LoadCreate,
  type LoadImportRequest,
  type LoadImportResult,
  type LoadTipped,
  type LoadUpdate,
  type LoadView,
} from '@harvest/domain';
import { importRefused, importTooLarge } from '../../../platform/http/import-errors';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError, badRequest } from '../../../platform/http/errors';
import { invalidLoadField, loadDelivered, loadNotFound, loadReferenceTaken } from './errors';
import type { LoadPorts } from './ports';
import {
  findJobOf,
  findOwnLoad,
  insertLoads,
  jobsOfOrganiser,
  lockHauledLoad,
  lockOwnLoad,
  nextLoadNumber,
  readLoad,
  readLoadsByIds,
  readLoadsOfJob,
  takenReferences,
  updateLoad,
  type LoadInsert,
  type LoadReader,
  type LoadRow,
  deleteAllocationsOf,
} from './queries';
import { loadView } from './views';

/**
 * Loads (trading-logistics §3 Load, §4, §5): the organiser's (a business with logistics.jobs), on one of its jobs
 * once planned; the carrier its job was given to reads them and records where they were tipped. Their status is
 * read from their facts and the planner's allocations. A load hauled in from a field is one of inventory's harvest
 * loads too: deleting it takes it off the harvest, its sample with it.
 */
export class LoadsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ports: LoadPorts,
  ) {}

  /** Who reads: the acting organisation, as a carrier too when the caller holds logistics.carrier. */
  private readerOf(principal: Principal): LoadReader {
    return {
      organisationId: actingOrganisationId(principal),
      carrier: hasPermission(principal.access, 'logistics.carrier', 'read'),
    };
  }

  async get(principal: Principal, id: string): Promise<LoadView> {
    const row = await readLoad(this.db, this.readerOf(principal), id);
    if (!row) throw loadNotFound();
    return loadView(row);
  }

  /** GET /logistics/jobs/{id}/loads: to the job's organiser and its carrier; the totals of §5 beside them. */
  async ofJob(principal: Principal, jobId: string): Promise<JobLoads> {
    const reader = this.readerOf(principal);
    const job = await findJobOf(this.db, reader, jobId);
    if (!job) throw loadNotFound();
    const loads = await readLoadsOfJob(this.db, reader, job.id);
    const totals = jobLoadTotals(loads);
    return {
      loads: loads.map(loadView),
      loadedKg: totals.loadedKg,
      unloadedKg: totals.unloadedKg,
      totalsIssue: totals.issue,
    };
  }

  async create(principal: Principal, input: LoadCreate): Promise<LoadView> {
    const organisationId = actingOrganisationId(principal);
    await this.checkLinks(principal, input);
    await this.checkHarvest(principal, input);
    const id = await this.db.transaction(async (tx) => {
      await this.checkJob(tx, organisationId, input.jobId);
      const reference = input.reference ?? loadReferenceOf(await nextLoadNumber(tx));
      const [row] = await this.insert(tx, [this.values(principal, organisationId, { ...input, reference })]);
      return row?.id ?? '';
    });
    return this.get(principal, id);
  }

  async update(principal: Principal, id: string, input: LoadUpdate): Promise<LoadView> {
    const organisationId = actingOrganisationId(principal);
    await this.checkLinks(principal, input);
    await this.db.transaction(async (tx) => {
      const row = await lockOwnLoad(tx, organisationId, id);
      if (!row) throw loadNotFound();
      const weighing = ['weightKg', 'fullWeightKg', 'emptyWeightKg'] as const;
      if (row.tippedQuantityKg !== null && weighing.some((field) => input[field] !== undefined)) throw loadDelivered();
      const issue = loadNetIssue({
        fullWeightKg: input.fullWeightKg === undefined ? row.fullWeightKg : input.fullWeightKg,
        emptyWeightKg: input.emptyWeightKg === undefined ? row.emptyWeightKg : input.emptyWeightKg,
      });
      if (issue) throw invalidLoadField(issue.field, issue.message);
      if (input.jobId !== undefined) await this.checkJob(tx, organisationId, input.jobId);
      try {
        await updateLoad(tx, row.id, { ...input, updatedAt: this.clock.now() });
      } catch (error) {
        if (isUniqueViolation(error)) throw loadReferenceTaken();
        throw error;
      }
    });
    return this.get(principal, id);
  }

  /**
   * §4 'Deleting a load removes it from harvest, including samples': a harvest's load is deleted through inventory
   * first (it refuses when some of that grain has since left its store, and then nothing here changes), then the
   * load and its allocations, then its sample file once that has committed.
   */
  async remove(principal: Principal, id: string): Promise<void> {
    const organisationId = actingOrganisationId(principal);
    const found = await findOwnLoad(this.db, organisationId, id);
    if (!found) throw loadNotFound();
    if (found.harvestPlanId && found.harvestLoadId) {
      const { harvestPlanId, harvestLoadId } = found;
      // Gone from the harvest already is fine; grain moved on since (409) refuses the delete.
      await this.tolerateGone(() => this.ports.harvests.deleteLoad(principal, harvestPlanId, harvestLoadId), [404]);
    }
    const sampleFileId = await this.db.transaction(async (tx) => {
      const row = await lockOwnLoad(tx, organisationId, id);
      if (!row) throw loadNotFound();
      await deleteAllocationsOf(tx, row.id);
      await updateLoad(tx, row.id, { deletedAt: this.clock.now(), sampleFileId: null });
      return row.sampleFileId;
    });
    if (sampleFileId) await this.tolerateGone(() => this.ports.files.delete(principal, sampleFileId));
  }

  /**
   * PUT /logistics/loads/{id}/tipped: the organiser, or the carrier of its job (the driver app will call this too),
   * records the weighbridge where it was tipped; the load is delivered. Where it was weighed when loaded, the net
   * tipped must be the net loaded (§5 'Load totals must match across load and unload fields'). A ticket the carrier
   * uploads is shared with the organiser.
   */
  async tipped(principal: Principal, id: string, input: LoadTipped): Promise<LoadView> {
    const reader = this.readerOf(principal);
    const tippable = (exec: Executor) => this.lockTippable(exec, principal, reader, id);
    // A load the caller may not tip is not found, before anything is said about the file it names.
    if (!(await tippable(this.db))) throw loadNotFound();
    await this.checkFile(principal, input.weighbridgeFileId, 'weighbridgeFileId');
    await this.db.transaction(async (tx) => {
      const row = await tippable(tx);
      if (!row) throw loadNotFound();
      const loaded = loadedNetKg(row);
      const issue = loaded === null ? null : loadTotalsIssue(loaded, input.netKg);
      if (issue) throw invalidLoadField('netKg', issue);
      if (row.organisationId !== reader.organisationId) {
        await this.ports.files.shareWith(input.weighbridgeFileId, [row.organisationId], tx);
      }
      await updateLoad(tx, row.id, {
        grossKg: input.grossKg,
        tareKg: input.tareKg,
        netKg: input.netKg,
        tippedQuantityKg: input.tippedQuantityKg,
        weighbridgeFileId: input.weighbridgeFileId,
        updatedAt: this.clock.now(),
      });
    });
    return this.get(principal, id);
  }

  /**
   * POST /logistics/loads/import: the file read against the catalogue's crops and the organiser's jobs; a row whose
   * reference the organisation has already is passed over (an upload sent twice adds nothing). A dry run writes
   * nothing; a real run writes every new row in one transaction, or none when any row is bad (422).
   */
  async importLoads(principal: Principal, request: LoadImportRequest): Promise<LoadImportResult> {
    const organisationId = actingOrganisationId(principal);
    const jobs = await jobsOfOrganiser(this.db, organisationId);
    const reading = readLoadImport(request.csv, { crops: this.ports.crops.commodityGroups(), jobs });
    if (!reading.ok) {
      if (reading.tooLarge) throw importTooLarge(reading.message);
      throw badRequest([{ field: 'csv', message: reading.message }], reading.message);
    }
    const { issues } = reading;
    if (!request.dryRun && issues.length > 0) throw importRefused(issues);
    const result = await this.db.transaction(async (tx) => {
      const taken = await takenReferences(
        tx,
        organisationId,
        reading.loads.map((load) => load.input.reference ?? ''),
      );
      const fresh = reading.loads.filter((load) => !taken.has(load.input.reference ?? ''));
      if (request.dryRun || issues.length > 0) return { imported: 0, skipped: reading.loads.length - fresh.length };
      // One moment for the whole upload: its loads tie on it and so read in reference order (the search's tie-break),
      // even when the clock ticks while the rows are made (a busy machine).
      const now = this.clock.now();
      const written = await this.insert(
        tx,
        fresh.map((load) =>
          this.values(principal, organisationId, { ...load.input, reference: load.input.reference ?? '' }, now),
        ),
      );
      return { imported: written.length, skipped: reading.loads.length - fresh.length };
    });
    return {
      dryRun: request.dryRun,
      rows: reading.rows,
      valid: reading.loads.length,
      imported: result.imported,
      skipped: result.skipped,
      issues,
    };
  }

  /** The organiser's own load (with logistics.jobs to write), or one of a job given to the caller as carrier. */
  private async lockTippable(
    exec: Executor,
    principal: Principal,
    reader: LoadReader,
    id: string,
  ): Promise<LoadRow | null> {
    const own = hasPermission(principal.access, 'logistics.jobs', 'write')
      ? await lockOwnLoad(exec, reader.organisationId, id)
      : null;
    return own ?? (reader.carrier ? await lockHauledLoad(exec, reader.organisationId, id) : null);
  }

  /** The loads of these ids the caller may read, as views (the search reads its page of docs so). */
  async views(principal: Principal, ids: readonly string[]): Promise<LoadView[]> {
    return (await readLoadsByIds(this.db, this.readerOf(principal), ids)).map(loadView);
  }

  private values(
    principal: Principal,
    organisationId: string,
    input: Omit<LoadCreate, 'reference'> & { reference: string },
    now = this.clock.now(),
  ): LoadInsert {
    return {
      organisationId,
      reference: input.reference,
      jobId: input.jobId ?? null,
      commodityId: input.commodityId ?? null,
      plannedDate: input.plannedDate ?? null,
      weightKg: input.weightKg,
      fullWeightKg: input.fullWeightKg ?? null,
      emptyWeightKg: input.emptyWeightKg ?? null,
      sampleFileId: input.sampleFileId ?? null,
      weighbridgeFileId: input.weighbridgeFileId ?? null,
      harvestPlanId: input.harvestPlanId ?? null,
      harvestLoadId: input.harvestLoadId ?? null,
      notes: input.notes ?? null,
      createdBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    };
  }

  private async insert(tx: Executor, values: LoadInsert[]): Promise<LoadRow[]> {
    try {
      return await insertLoads(tx, values);
    } catch (error) {
      // Another request took the reference between the check and the write.
      if (isUniqueViolation(error)) throw loadReferenceTaken();
      throw error;
    }
  }

  /** The crop is the catalogue's, and the files named are ones the caller may read. */
  private async checkLinks(principal: Principal, input: LoadUpdate): Promise<void> {
    if (input.commodityId && !this.ports.crops.commodityGroup(input.commodityId)) {
      throw invalidLoadField('commodityId');
    }
    await this.checkFile(principal, input.sampleFileId, 'sampleFileId');
    await this.checkFile(principal, input.weighbridgeFileId, 'weighbridgeFileId');
  }

  /** A job the load is put on is one the organiser made. */
  private async checkJob(exec: Executor, organisationId: string, jobId: string | null | undefined): Promise<void> {
    if (!jobId) return;
    const job = await findJobOf(exec, { organisationId, carrier: false }, jobId);
    if (!job) throw invalidLoadField('jobId', messages.logistics.loadJobNotFound);
  }

  /** A harvest plan and its load named together, and both the caller's (inventory answers only its own). */
  private async checkHarvest(principal: Principal, input: LoadCreate): Promise<void> {
    const { harvestPlanId, harvestLoadId } = input;
    if (!harvestPlanId && !harvestLoadId) return;
    if (!harvestPlanId || !harvestLoadId) throw invalidLoadField(harvestPlanId ? 'harvestLoadId' : 'harvestPlanId');
    try {
      const plan = await this.ports.harvests.plan(principal, harvestPlanId);
      if (!plan.loads.some((load) => load.id === harvestLoadId)) throw invalidLoadField('harvestLoadId');
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404)) {
        throw invalidLoadField('harvestPlanId');
      }
      throw error;
    }
  }

  private async checkFile(principal: Principal, fileId: string | null | undefined, field: string): Promise<void> {
    if (!fileId) return;
    try {
      await this.ports.files.describe(principal, fileId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw invalidLoadField(field);
      throw error;
    }
  }

  /** Already gone, or kept by a record that protects it: the load has let go of it all the same. */
  private async tolerateGone(work: () => Promise<void>, statuses: readonly number[] = [404, 409]): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof AppError && statuses.includes(error.statusCode))) throw error;
    }
  }
}
