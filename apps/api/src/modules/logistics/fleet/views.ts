import type { CarrierTerms, Driver, Trailer, Vehicle } from '@harvest/domain';
import type { CarrierTermsRow, DriverRow, TrailerRow, VehicleRow } from './queries';

/** A file as a fleet record names it: its id and the name it was uploaded with. */
export type FileRef = { id: string; fileName: string } | null;

export function vehicleView(row: VehicleRow, insuranceFile: FileRef): Vehicle {
  return {
    id: row.id,
    registration: row.registration,
    make: row.make,
    model: row.model,
    type: row.type,
    fuelType: row.fuelType,
    engineCapacityCc: row.engineCapacityCc,
    co2GramsPerKm: row.co2GramsPerKm,
    motStatus: row.motStatus,
    motExpiryDate: row.motExpiryDate,
    v5cLastIssuedDate: row.v5cLastIssuedDate,
    insuranceFile,
    insuranceExpiryDate: row.insuranceExpiryDate,
    decks: row.decks,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    payloadKg: row.payloadKg,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function trailerView(row: TrailerRow): Trailer {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    decks: row.decks,
    payloadKg: row.payloadKg,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function driverView(row: DriverRow, person: { name: string; email: string } | undefined): Driver {
  return {
    id: row.id,
    profileId: row.profileId,
    name: person?.name ?? '',
    email: person?.email ?? '',
    driverNumber: row.driverNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function carrierTermsView(row: CarrierTermsRow, file: FileRef): CarrierTerms {
  return { version: row.version, content: row.content, file, updatedAt: row.updatedAt.toISOString() };
}
