import { z } from '../zod';
import { FUEL_TYPES, MOT_STATUSES, VEHICLE_TYPES } from '../logistics/fleet-kinds';
import { driverSchema, vehicleSchema, type Driver, type Vehicle } from '../logistics/fleet-schemas';
import type { CsvColumn } from './csv';
import { facet, type SearchAliasDefinition } from './search-definitions';
import { enumTermName, searchReplySchema } from './search-reply';

/**
 * The carrier's fleet as searches (issue 22: `/api/search/logistics/{vehicles,drivers}`): vehicles by type, MOT
 * status and fuel; drivers in the order they were registered. The web app reads the same definitions for its facets and sorts.
 */
export const FLEET_SEARCH_ALIASES_LIST = ['vehicles', 'drivers'] as const;
export type FleetSearchAlias = (typeof FLEET_SEARCH_ALIASES_LIST)[number];

export const FLEET_SEARCH_ALIASES: Record<FleetSearchAlias, SearchAliasDefinition> = {
  vehicles: {
    alias: 'vehicles',
    facets: [
      facet.anyOf('type', VEHICLE_TYPES),
      facet.anyOf('motStatus', MOT_STATUSES),
      facet.anyOf('fuelType', FUEL_TYPES),
    ],
    sortable: ['registration', 'payloadKg', 'motExpiryDate', 'insuranceExpiryDate', 'createdAt'],
    defaultSort: { sortBy: 'registration', sortDesc: false },
  },
  drivers: {
    alias: 'drivers',
    facets: [],
    // Names are accounts' (a person's own): the list sorts by what the fleet holds.
    sortable: ['createdAt', 'driverNumber'],
    defaultSort: { sortBy: 'createdAt', sortDesc: false },
  },
};

const ALIASES: readonly string[] = FLEET_SEARCH_ALIASES_LIST;
export const isFleetSearchAlias = (alias: string): alias is FleetSearchAlias => ALIASES.includes(alias);
export const fleetSearchPath = (alias: FleetSearchAlias): string => `/search/logistics/${alias}`;

const fleetSearchDocSchema = z.union([vehicleSchema, driverSchema]);
export type FleetSearchDoc = z.infer<typeof fleetSearchDocSchema>;
export const fleetSearchReplySchema = searchReplySchema(fleetSearchDocSchema);

/** The columns of the fleet's CSV exports: kinds in words, weights in kg and sizes in mm as stored. */
export const vehicleCsvColumns: readonly CsvColumn<Vehicle, null>[] = [
  { header: 'Registration', cell: (v) => v.registration },
  { header: 'Type', cell: (v) => enumTermName(v.type) },
  { header: 'Make', cell: (v) => v.make },
  { header: 'Model', cell: (v) => v.model },
  { header: 'Fuel', cell: (v) => (v.fuelType ? enumTermName(v.fuelType) : null) },
  { header: 'Engine capacity (cc)', cell: (v) => v.engineCapacityCc },
  { header: 'CO2 (g/km)', cell: (v) => v.co2GramsPerKm },
  { header: 'Payload (kg)', cell: (v) => v.payloadKg },
  { header: 'Decks', cell: (v) => v.decks },
  { header: 'Length (mm)', cell: (v) => v.lengthMm },
  { header: 'Width (mm)', cell: (v) => v.widthMm },
  { header: 'Height (mm)', cell: (v) => v.heightMm },
  { header: 'MOT status', cell: (v) => (v.motStatus ? enumTermName(v.motStatus) : null) },
  { header: 'MOT expiry', cell: (v) => v.motExpiryDate },
  { header: 'Insurance expiry', cell: (v) => v.insuranceExpiryDate },
  { header: 'Last V5C issued', cell: (v) => v.v5cLastIssuedDate },
];

export const driverCsvColumns: readonly CsvColumn<Driver, null>[] = [
  { header: 'Name', cell: (d) => d.name },
  { header: 'Email', cell: (d) => d.email },
  { header: 'Driver number', cell: (d) => d.driverNumber },
];
