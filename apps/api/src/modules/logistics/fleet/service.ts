import {
  messages,
  type CarrierTerms,
  type CarrierTermsWrite,
  type Driver,
  type DriverCandidate,
  type DriverCreate,
  type DriverUpdate,
  type FileCategory,
  type ListQuery,
  type Trailer,
  type TrailerCreate,
  type TrailerUpdate,
  type Vehicle,
  type VehicleCreate,
  type VehicleLookup,
  type VehicleUpdate,
} from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError, badRequest, conflictOn, notFound } from '../../../platform/http/errors';
import type { FleetDirectory, FleetFiles, FleetProfiles } from '../ports';
import {
  driversByIds,
  driversOf,
  findCarrierTerms,
  findDriver,
  findDriverClash,
  findTrailer,
  findVehicle,
  insertDriver,
  insertTrailer,
  insertVehicle,
  replaceCarrierTerms,
  trailersPage,
  updateDriver,
  updateTrailer,
  updateVehicle,
  vehiclesByIds,
  vehiclesEverAdded,
  vehiclesPage,
  type VehicleRow,
} from './queries';
import { VehicleEnquiryFailure, type VehicleEnquiry } from './vehicle-enquiry-providers';
import { carrierTermsView, driverView, trailerView, vehicleView, type FileRef } from './views';

/** The group a team member is in to be registered as a driver (§3 Driver, §6 the driver role). */
export const DRIVER_GROUP = 'driver';
/** The key-value a carrier's first vehicle sets on the profile that added it (§3 Other). */
const HAS_CREATED_VEHICLES = 'has-created-vehicles';

/** The insurance document is a vehicle's file (or filed as insurance); the terms, terms and conditions. */
const INSURANCE_CATEGORIES: readonly FileCategory[] = ['vehicle', 'insurance'];
const TERMS_CATEGORIES: readonly FileCategory[] = ['terms-conditions', 'contract', 'misc'];

/**
 * A carrier's fleet (trading-logistics §3 Vehicle, Trailer, Driver, carrier terms): each row is the acting
 * organisation's, another's is not found; deletes are soft so jobs and allocations that name a vehicle keep it.
 */
export class FleetService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly directory: FleetDirectory,
    private readonly files: FleetFiles,
    private readonly profiles: FleetProfiles,
    private readonly enquiry: VehicleEnquiry,
    private readonly log: FastifyBaseLogger,
  ) {}

  // Vehicles

  async vehicles(caller: Principal, query: ListQuery) {
    const { rows, total } = await vehiclesPage(this.db, actingOrganisationId(caller), query);
    return { items: await Promise.all(rows.map((row) => this.vehicleOf(caller, row))), total };
  }

  async vehicle(caller: Principal, id: string): Promise<Vehicle> {
    const row = await findVehicle(this.db, actingOrganisationId(caller), id);
    if (!row) throw notFound();
    return this.vehicleOf(caller, row);
  }

  async createVehicle(caller: Principal, input: VehicleCreate): Promise<Vehicle> {
    const organisationId = actingOrganisationId(caller);
    if (input.insuranceFileId)
      await this.ownFile(caller, input.insuranceFileId, 'insuranceFileId', INSURANCE_CATEGORIES);
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const first = (await vehiclesEverAdded(tx, organisationId)) === 0;
      const created = await insertVehicle(tx, {
        ...input,
        organisationId,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw conflictOn('registration', messages.logistics.registrationTaken);
      // The screens' first-run hints read it (§3 Other): set once the fleet has its first vehicle.
      if (first && caller.profileId) {
        await this.profiles.markKv(tx, caller.profileId, [{ key: HAS_CREATED_VEHICLES, value: 'true' }]);
      }
      return created;
    });
    return this.vehicleOf(caller, row);
  }

  async updateVehicle(caller: Principal, id: string, input: VehicleUpdate): Promise<Vehicle> {
    const organisationId = actingOrganisationId(caller);
    if (input.insuranceFileId)
      await this.ownFile(caller, input.insuranceFileId, 'insuranceFileId', INSURANCE_CATEGORIES);
    const row = await this.db.transaction(async (tx) => {
      if (!(await findVehicle(tx, organisationId, id, true))) throw notFound();
      try {
        return await updateVehicle(tx, id, { ...input, updatedAt: this.clock.now() });
      } catch (error) {
        throw uniqueAs(error, () => conflictOn('registration', messages.logistics.registrationTaken));
      }
    });
    if (!row) throw notFound();
    return this.vehicleOf(caller, row);
  }

  async deleteVehicle(caller: Principal, id: string): Promise<void> {
    const organisationId = actingOrganisationId(caller);
    await this.db.transaction(async (tx) => {
      if (!(await findVehicle(tx, organisationId, id, true))) throw notFound();
      await updateVehicle(tx, id, { deletedAt: this.clock.now() });
    });
  }

  /** The register's details of a registration, or the §8 message to enter them by hand. */
  async lookup(registration: string): Promise<VehicleLookup> {
    let found: VehicleLookup | null;
    try {
      found = await this.enquiry.find(registration);
    } catch (error) {
      if (!(error instanceof VehicleEnquiryFailure)) throw error;
      // The register being down is no reason to stop: the person enters the details, as when it finds nothing.
      this.log.warn({ err: error }, 'vehicle enquiry failed');
      found = null;
    }
    if (!found) throw notFound(messages.logistics.vehicleLookupNotFound);
    return found;
  }

  private async vehicleOf(caller: Principal, row: VehicleRow): Promise<Vehicle> {
    return vehicleView(row, await this.fileRef(caller, row.insuranceFileId));
  }

  /** A search's page of vehicles, by id in the page's order. */
  async vehicleViews(caller: Principal, ids: readonly string[]): Promise<Vehicle[]> {
    const rows = await vehiclesByIds(this.db, actingOrganisationId(caller), ids);
    return Promise.all(rows.map((row) => this.vehicleOf(caller, row)));
  }

  // Trailers

  async trailers(caller: Principal, query: ListQuery) {
    const { rows, total } = await trailersPage(this.db, actingOrganisationId(caller), query);
    return { items: rows.map(trailerView), total };
  }

  async trailer(caller: Principal, id: string): Promise<Trailer> {
    const row = await findTrailer(this.db, actingOrganisationId(caller), id);
    if (!row) throw notFound();
    return trailerView(row);
  }

  async createTrailer(caller: Principal, input: TrailerCreate): Promise<Trailer> {
    const now = this.clock.now();
    const row = await insertTrailer(this.db, {
      ...input,
      organisationId: actingOrganisationId(caller),
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw conflictOn('reference', messages.logistics.trailerReferenceTaken);
    return trailerView(row);
  }

  async updateTrailer(caller: Principal, id: string, input: TrailerUpdate): Promise<Trailer> {
    const organisationId = actingOrganisationId(caller);
    const row = await this.db.transaction(async (tx) => {
      if (!(await findTrailer(tx, organisationId, id, true))) throw notFound();
      try {
        return await updateTrailer(tx, id, { ...input, updatedAt: this.clock.now() });
      } catch (error) {
        throw uniqueAs(error, () => conflictOn('reference', messages.logistics.trailerReferenceTaken));
      }
    });
    if (!row) throw notFound();
    return trailerView(row);
  }

  async deleteTrailer(caller: Principal, id: string): Promise<void> {
    const organisationId = actingOrganisationId(caller);
    await this.db.transaction(async (tx) => {
      if (!(await findTrailer(tx, organisationId, id, true))) throw notFound();
      await updateTrailer(tx, id, { deletedAt: this.clock.now() });
    });
  }

  // Drivers

  async drivers(caller: Principal): Promise<Driver[]> {
    const organisationId = actingOrganisationId(caller);
    const [rows, people] = await Promise.all([driversOf(this.db, organisationId), this.peopleOf(organisationId)]);
    return rows.map((row) => driverView(row, people.get(row.profileId)));
  }

  /** A search's page of drivers, by id in the page's order. */
  async driverViews(caller: Principal, ids: readonly string[]): Promise<Driver[]> {
    const organisationId = actingOrganisationId(caller);
    const [rows, people] = await Promise.all([
      driversByIds(this.db, organisationId, ids),
      this.peopleOf(organisationId),
    ]);
    return rows.map((row) => driverView(row, people.get(row.profileId)));
  }

  async driver(caller: Principal, id: string): Promise<Driver> {
    const organisationId = actingOrganisationId(caller);
    const row = await findDriver(this.db, organisationId, id);
    if (!row) throw notFound();
    return driverView(row, (await this.peopleOf(organisationId)).get(row.profileId));
  }

  /** The team members in the driver group, and whether each is registered already: whom the form offers. */
  async driverCandidates(caller: Principal): Promise<DriverCandidate[]> {
    const organisationId = actingOrganisationId(caller);
    const [members, rows] = await Promise.all([
      this.directory.membersInGroups(organisationId, [DRIVER_GROUP]),
      driversOf(this.db, organisationId),
    ]);
    const registered = new Set(rows.map((row) => row.profileId));
    return members.map((member) => ({
      profileId: member.profileId,
      name: member.name,
      email: member.email,
      registered: registered.has(member.profileId),
    }));
  }

  async createDriver(caller: Principal, input: DriverCreate): Promise<Driver> {
    const organisationId = actingOrganisationId(caller);
    const members = await this.directory.membersInGroups(organisationId, [DRIVER_GROUP]);
    const person = members.find((member) => member.profileId === input.profileId);
    if (!person) throw badRequest([{ field: 'profileId', message: messages.logistics.driverNotInTeam }]);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await insertDriver(tx, {
        organisationId,
        profileId: input.profileId,
        driverNumber: input.driverNumber,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw await this.driverClash(tx, organisationId, input);
      return driverView(row, person);
    });
  }

  async updateDriver(caller: Principal, id: string, input: DriverUpdate): Promise<Driver> {
    const organisationId = actingOrganisationId(caller);
    const row = await this.db.transaction(async (tx) => {
      if (!(await findDriver(tx, organisationId, id, true))) throw notFound();
      try {
        return await updateDriver(tx, id, { driverNumber: input.driverNumber, updatedAt: this.clock.now() });
      } catch (error) {
        throw uniqueAs(error, () => conflictOn('driverNumber', messages.logistics.driverNumberTaken));
      }
    });
    if (!row) throw notFound();
    return driverView(row, (await this.peopleOf(organisationId)).get(row.profileId));
  }

  async deleteDriver(caller: Principal, id: string): Promise<void> {
    const organisationId = actingOrganisationId(caller);
    await this.db.transaction(async (tx) => {
      if (!(await findDriver(tx, organisationId, id, true))) throw notFound();
      await updateDriver(tx, id, { deletedAt: this.clock.now() });
    });
  }

  /** Why a driver could not be inserted: the number is the organisation's already, or the person is a driver. */
  private async driverClash(exec: Executor, organisationId: string, input: DriverCreate): Promise<AppError> {
    const clash = await findDriverClash(exec, organisationId, input.driverNumber, input.profileId);
    if (clash && clash.driverNumber === input.driverNumber && clash.organisationId === organisationId)
      return conflictOn('driverNumber', messages.logistics.driverNumberTaken);
    return conflictOn('profileId', messages.logistics.driverAlreadyRegistered);
  }

  private async peopleOf(organisationId: string) {
    const members = await this.directory.membersInGroups(organisationId, null);
    return new Map(members.map((member) => [member.profileId, member]));
  }

  // Carrier terms

  /** The carrier's terms, or null before it has written any. */
  async terms(caller: Principal): Promise<CarrierTerms | null> {
    const row = await findCarrierTerms(this.db, actingOrganisationId(caller));
    return row ? carrierTermsView(row, await this.fileRef(caller, row.fileId)) : null;
  }

  /** Replaces the carrier's terms with the next version: one row per carrier, never two (§3). */
  async replaceTerms(caller: Principal, input: CarrierTermsWrite): Promise<CarrierTerms> {
    const organisationId = actingOrganisationId(caller);
    if (input.fileId) await this.ownFile(caller, input.fileId, 'fileId', TERMS_CATEGORIES);
    const row = await replaceCarrierTerms(this.db, {
      organisationId,
      content: input.content,
      fileId: input.fileId ?? null,
      updatedBy: caller.userId,
      updatedAt: this.clock.now(),
    });
    return carrierTermsView(row, await this.fileRef(caller, row.fileId));
  }

  // Files

  /** A file the organisation uploaded itself, of a fitting category; anything else is a bad id (400). */
  private async ownFile(caller: Principal, fileId: string, field: string, categories: readonly FileCategory[]) {
    const message = field === 'fileId' ? messages.logistics.termsFileInvalid : messages.logistics.insuranceFileInvalid;
    const refused = () => badRequest([{ field, message }]);
    let file;
    try {
      file = await this.files.describe(caller, fileId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw refused();
      throw error;
    }
    if (file.organisationId !== caller.organisationId || !categories.includes(file.type)) throw refused();
  }

  private async fileRef(caller: Principal, fileId: string | null): Promise<FileRef> {
    if (!fileId) return null;
    try {
      const file = await this.files.describe(caller, fileId);
      return { id: file.id, fileName: file.name };
    } catch (error) {
      // A file deleted since it was attached: the record stands without it.
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

/** A unique key lost in an update: the conflict the caller names, else the error as it was. */
function uniqueAs(error: unknown, conflict: () => AppError): unknown {
  return isUniqueViolation(error) ? conflict() : error;
}
