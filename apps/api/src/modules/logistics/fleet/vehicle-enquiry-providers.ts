import type { FuelType, MotStatus, VehicleLookup } from '@harvest/domain';
import { z } from 'zod';

/**
 * Where a registration is looked up (issue 22, trading-logistics §8 'vehicle lookup found nothing, so enter details
 * manually'). The real client is the DVLA's Vehicle Enquiry Service, chosen when VEHICLE_ENQUIRY_API_KEY is set;
 * without it the local default knows no vehicle, so the form says to enter the details by hand.
 */
export interface VehicleEnquiry {
  /** The register's details of a normalised registration; null when it holds none. */
  find(registration: string): Promise<VehicleLookup | null>;
}

/** The register could not answer (network, time-out, a refused key, its own fault, a reply we cannot read). */
export class VehicleEnquiryFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'VehicleEnquiryFailure';
  }
}

/** No register on this machine: every registration is one to enter by hand. */
export class LocalVehicleEnquiry implements VehicleEnquiry {
  find(): Promise<VehicleLookup | null> {
    return Promise.resolve(null);
  }
}

export const VEHICLE_ENQUIRY_URL = 'https://driver-vehicle-licensing.api.gov.uk';
const VEHICLE_ENQUIRY_PATH = '/vehicle-enquiry/v1/vehicles';
const VEHICLE_ENQUIRY_TIMEOUT_MS = 5000;

const optionalText = z.string().optional().catch(undefined);
const optionalWhole = z.number().int().optional().catch(undefined);
/** The fields of the service's reply that fill our form; the rest (tax, euro status, wheel plan) are not kept. */
const enquiryReply = z.object({
  registrationNumber: z.string(),
  make: optionalText,
  colour: optionalText,
  yearOfManufacture: optionalWhole,
  fuelType: optionalText,
  engineCapacity: optionalWhole,
  co2Emissions: optionalWhole,
  motStatus: optionalText,
  motExpiryDate: optionalText,
  dateOfLastV5CIssued: optionalText,
});

/** The register's fuel words, as our keys. */
const FUELS: Record<string, FuelType> = {
  DIESEL: 'diesel',
  PETROL: 'petrol',
  ELECTRICITY: 'electric',
  'ELECTRIC DIESEL': 'hybrid-electric',
  'HYBRID ELECTRIC': 'hybrid-electric',
  'HYBRID ELECTRIC (CLEAN)': 'hybrid-electric',
  GAS: 'gas',
  'GAS BI-FUEL': 'gas',
  'GAS/PETROL': 'gas',
  'GAS DIESEL': 'gas',
  LPG: 'gas',
  HYDROGEN: 'hydrogen',
  'FUEL CELLS': 'hydrogen',
};

const MOT: Record<string, MotStatus> = {
  valid: 'valid',
  'not valid': 'not-valid',
  'no details held by dvla': 'no-details-held',
  'no results returned': 'no-results-returned',
};

const isoDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export interface VehicleEnquiryOptions {
  apiKey: string;
  /** The service's base URL; tests point it at a stand-in server they start. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * The DVLA Vehicle Enquiry Service: POST {registrationNumber} with the key in `x-api-key`; 200 with the vehicle,
 * 404 when the register holds none (our 'not found'), anything else a failure.
 */
export class DvlaVehicleEnquiry implements VehicleEnquiry {
  readonly #url: URL;

  constructor(private readonly options: VehicleEnquiryOptions) {
    this.#url = new URL(VEHICLE_ENQUIRY_PATH, options.baseUrl ?? VEHICLE_ENQUIRY_URL);
  }

  async find(registration: string): Promise<VehicleLookup | null> {
    let response: Response;
    try {
      response = await fetch(this.#url, {
        method: 'POST',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? VEHICLE_ENQUIRY_TIMEOUT_MS),
        headers: { 'x-api-key': this.options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ registrationNumber: registration }),
      });
    } catch (error) {
      throw new VehicleEnquiryFailure(`vehicle enquiry failed: ${error instanceof Error ? error.name : 'error'}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new VehicleEnquiryFailure(`vehicle enquiry answered ${response.status}`, response.status);
    }
    const parsed = enquiryReply.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new VehicleEnquiryFailure('vehicle enquiry answered a reply we cannot read');
    const found = parsed.data;
    return {
      registration: found.registrationNumber.replace(/\s+/g, '').toUpperCase(),
      make: found.make ?? null,
      colour: found.colour ?? null,
      yearOfManufacture: found.yearOfManufacture ?? null,
      fuelType: found.fuelType ? (FUELS[found.fuelType.toUpperCase()] ?? 'other') : null,
      engineCapacityCc: found.engineCapacity ?? null,
      co2GramsPerKm: found.co2Emissions ?? null,
      motStatus: found.motStatus ? (MOT[found.motStatus.toLowerCase()] ?? null) : null,
      motExpiryDate: isoDate(found.motExpiryDate),
      v5cLastIssuedDate: isoDate(found.dateOfLastV5CIssued),
    };
  }
}

/** The register the configuration names: the DVLA's with a key, else the local default. */
export function createVehicleEnquiry(apiKey: string | undefined, baseUrl?: string): VehicleEnquiry {
  return apiKey ? new DvlaVehicleEnquiry({ apiKey, ...(baseUrl ? { baseUrl } : {}) }) : new LocalVehicleEnquiry();
}
