import { z } from '../zod';
import { messages } from '../i18n/messages';
import { driverNumberSchema } from './driver-number';
import { FUEL_TYPES, MOT_STATUSES, TRAILER_TYPES, VEHICLE_TYPES } from './fleet-kinds';
import { registrationSchema } from './registration';

/**
 * The writes of a carrier's fleet (trading-logistics §3 Vehicle, Trailer, Driver, carrier terms): every string
 * bounded, every number whole and in its unit: payload in kg, dimensions in mm, engine capacity in cc, CO2 in g/km.
 */

/** A GB goods vehicle grosses at most 44 t: no payload or trailer carries more. */
export const FLEET_PAYLOAD_MAX_KG = 44_000;
/** 18.75 m is the longest articulated vehicle allowed; nothing on the road is over 30 m in any direction. */
export const FLEET_DIMENSION_MAX_MM = 30_000;
export const FLEET_DECKS_MAX = 4;
export const ENGINE_CAPACITY_MAX_CC = 30_000;
export const CO2_MAX_G_PER_KM = 5_000;
export const CARRIER_TERMS_MAX_CHARS = 50_000;
const TEXT_MAX = 80;

const text = (max: number) => z.string().trim().min(1, messages.validation.required).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const isoDate = z.iso.date();
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const decks = whole(1, FLEET_DECKS_MAX);
const dimension = whole(1, FLEET_DIMENSION_MAX_MM).nullable().optional();

const vehicleFields = {
  registration: registrationSchema,
  make: optionalText(TEXT_MAX),
  model: optionalText(TEXT_MAX),
  type: z.enum(VEHICLE_TYPES),
  fuelType: z.enum(FUEL_TYPES).nullable().optional(),
  engineCapacityCc: whole(0, ENGINE_CAPACITY_MAX_CC).nullable().optional(),
  co2GramsPerKm: whole(0, CO2_MAX_G_PER_KM).nullable().optional(),
  motStatus: z.enum(MOT_STATUSES).nullable().optional(),
  motExpiryDate: isoDate.nullable().optional(),
  v5cLastIssuedDate: isoDate.nullable().optional(),
  /** A file uploaded with category 'vehicle' by the carrier. */
  insuranceFileId: z.uuid().nullable().optional(),
  insuranceExpiryDate: isoDate.nullable().optional(),
  decks: decks.optional(),
  lengthMm: dimension,
  widthMm: dimension,
  heightMm: dimension,
  payloadKg: whole(1, FLEET_PAYLOAD_MAX_KG),
};

/** POST /api/logistics/vehicles. */
export const vehicleCreateSchema = z.strictObject(vehicleFields);
export type VehicleCreate = z.infer<typeof vehicleCreateSchema>;

/** PATCH /api/logistics/vehicles/:id: the fields given change. */
export const vehicleUpdateSchema = z.strictObject(vehicleFields).partial();
export type VehicleUpdate = z.infer<typeof vehicleUpdateSchema>;

const trailerFields = {
  reference: text(TEXT_MAX),
  type: z.enum(TRAILER_TYPES),
  decks: decks.optional(),
  payloadKg: whole(1, FLEET_PAYLOAD_MAX_KG).nullable().optional(),
};

export const trailerCreateSchema = z.strictObject(trailerFields);
export type TrailerCreate = z.infer<typeof trailerCreateSchema>;
export const trailerUpdateSchema = z.strictObject(trailerFields).partial();
export type TrailerUpdate = z.infer<typeof trailerUpdateSchema>;

/** POST /api/logistics/drivers: a person of the team in the driver group, and their licence number. */
export const driverCreateSchema = z.strictObject({ profileId: z.uuid(), driverNumber: driverNumberSchema });
export type DriverCreate = z.infer<typeof driverCreateSchema>;
export const driverUpdateSchema = z.strictObject({ driverNumber: driverNumberSchema });
export type DriverUpdate = z.infer<typeof driverUpdateSchema>;

/** PUT /api/logistics/terms: the carrier's terms replaced by a new version. */
export const carrierTermsWriteSchema = z.strictObject({
  content: text(CARRIER_TERMS_MAX_CHARS),
  fileId: z.uuid().nullable().optional(),
});
export type CarrierTermsWrite = z.infer<typeof carrierTermsWriteSchema>;

/** GET /api/logistics/vehicles/lookup?registration= */
export const vehicleLookupQuerySchema = z.strictObject({ registration: registrationSchema });

/** What the register says of a vehicle: the form's fields it fills. */
export const vehicleLookupSchema = z.object({
  registration: z.string(),
  make: z.string().nullable(),
  colour: z.string().nullable(),
  yearOfManufacture: z.number().int().nullable(),
  fuelType: z.enum(FUEL_TYPES).nullable(),
  engineCapacityCc: z.number().int().nullable(),
  co2GramsPerKm: z.number().int().nullable(),
  motStatus: z.enum(MOT_STATUSES).nullable(),
  motExpiryDate: z.string().nullable(),
  v5cLastIssuedDate: z.string().nullable(),
});
export type VehicleLookup = z.infer<typeof vehicleLookupSchema>;

const stamps = { createdAt: z.string(), updatedAt: z.string() };

export const vehicleSchema = z.object({
  id: z.uuid(),
  registration: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  type: z.enum(VEHICLE_TYPES),
  fuelType: z.enum(FUEL_TYPES).nullable(),
  engineCapacityCc: z.number().int().nullable(),
  co2GramsPerKm: z.number().int().nullable(),
  motStatus: z.enum(MOT_STATUSES).nullable(),
  motExpiryDate: z.string().nullable(),
  v5cLastIssuedDate: z.string().nullable(),
  insuranceFile: z.object({ id: z.uuid(), fileName: z.string() }).nullable(),
  insuranceExpiryDate: z.string().nullable(),
  decks: z.number().int(),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  payloadKg: z.number().int(),
  ...stamps,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const trailerSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  type: z.enum(TRAILER_TYPES),
  decks: z.number().int(),
  payloadKg: z.number().int().nullable(),
  ...stamps,
});
export type Trailer = z.infer<typeof trailerSchema>;

export const driverSchema = z.object({
  id: z.uuid(),
  profileId: z.uuid(),
  name: z.string(),
  email: z.string(),
  driverNumber: z.string(),
  ...stamps,
});
export type Driver = z.infer<typeof driverSchema>;

/** A member of the carrier's team in the driver group, who may be registered as a driver. */
export const driverCandidateSchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  email: z.string(),
  registered: z.boolean(),
});
export type DriverCandidate = z.infer<typeof driverCandidateSchema>;

export const carrierTermsSchema = z.object({
  version: z.number().int(),
  content: z.string(),
  file: z.object({ id: z.uuid(), fileName: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type CarrierTerms = z.infer<typeof carrierTermsSchema>;
