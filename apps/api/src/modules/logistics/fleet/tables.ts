import type { FleetExpiryKind, FuelType, MotStatus, TrailerType, VehicleType } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { files } from '../../files/tables';
import { organisationRef, profileRef, userRef } from '../tables';

/** Trading-logistics §3 Vehicle: a carrier's vehicle, its registration unique among the carrier's live vehicles. */
export const logisticsVehicles = pgTable(
  'logistics_vehicles',
  {
    id: rowId(),
    organisationId: organisationRef('organisation_id'),
    registration: text('registration').notNull(),
    make: text('make'),
    model: text('model'),
    type: text('type').$type<VehicleType>().notNull(),
    fuelType: text('fuel_type').$type<FuelType>(),
    engineCapacityCc: integer('engine_capacity_cc'),
    co2GramsPerKm: integer('co2_g_per_km'),
    motStatus: text('mot_status').$type<MotStatus>(),
    motExpiryDate: date('mot_expiry_date'),
    v5cLastIssuedDate: date('v5c_last_issued_date'),
    insuranceFileId: uuid('insurance_file_id').references(() => files.id),
    insuranceExpiryDate: date('insurance_expiry_date'),
    decks: integer('decks').notNull().default(1),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    /** What it may carry: the load planner's capacity. */
    payloadKg: kg('payload_kg').notNull(),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    uniqueIndex('logistics_vehicles_registration_key')
      .on(table.organisationId, table.registration)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** §3 Trailer: its type and decks. */
export const logisticsTrailers = pgTable(
  'logistics_trailers',
  {
    id: rowId(),
    organisationId: organisationRef('organisation_id'),
    reference: text('reference').notNull(),
    type: text('type').$type<TrailerType>().notNull(),
    decks: integer('decks').notNull().default(1),
    payloadKg: kg('payload_kg'),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    uniqueIndex('logistics_trailers_reference_key')
      .on(table.organisationId, table.reference)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * §3 Driver: a person of the carrier with the driver role (their profile), with a driver number that is a valid UK
 * licence number and not already registered to the organisation.
 */
export const logisticsDrivers = pgTable(
  'logistics_drivers',
  {
    id: rowId(),
    organisationId: organisationRef('organisation_id'),
    profileId: profileRef('profile_id'),
    driverNumber: text('driver_number').notNull(),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    uniqueIndex('logistics_drivers_number_key')
      .on(table.organisationId, table.driverNumber)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('logistics_drivers_profile_key')
      .on(table.profileId)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** §3: a carrier's terms and conditions, one version kept per carrier (replaced, never two). */
export const logisticsCarrierTerms = pgTable('logistics_carrier_terms', {
  organisationId: organisationRef('organisation_id').primaryKey(),
  /** Goes up by one with each replacement: an organiser's agreement names the version it agreed to. */
  version: integer('version').notNull(),
  content: text('content').notNull(),
  fileId: uuid('file_id').references(() => files.id),
  updatedBy: userRef('updated_by'),
  updatedAt: instant('updated_at').notNull(),
});

/** An organiser's agreement to a carrier's terms (§5 'Carrier terms must be agreed before a quote is accepted'). */
export const logisticsTermsAgreements = pgTable(
  'logistics_terms_agreements',
  {
    id: rowId(),
    organiserOrganisationId: organisationRef('organiser_organisation_id'),
    carrierOrganisationId: organisationRef('carrier_organisation_id'),
    version: integer('version').notNull(),
    agreedBy: userRef('agreed_by'),
    agreedAt: instant('agreed_at').notNull(),
  },
  (table) => [
    uniqueIndex('logistics_terms_agreements_key').on(
      table.organiserOrganisationId,
      table.carrierOrganisationId,
      table.version,
    ),
    index('logistics_terms_agreements_carrier_idx').on(table.carrierOrganisationId),
  ],
);

/**
 * The MOT and insurance warnings already sent (issue 22: once per vehicle per threshold). The expiry date is part of
 * the key, so a renewed MOT or policy warns again when its own date comes near.
 */
export const logisticsFleetExpiryWarnings = pgTable(
  'logistics_fleet_expiry_warnings',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => logisticsVehicles.id),
    kind: text('kind').$type<FleetExpiryKind>().notNull(),
    expiryDate: date('expiry_date').notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.kind, table.expiryDate, table.thresholdDays] })],
);
