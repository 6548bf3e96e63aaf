import {
  jobAmendable,
  jobUnassigned,
  majorToMinor,
  minorToMajor,
  type JobStopInput,
  type JobType,
  type JobView,
} from '@harvest/domain';

/** A stop as the form holds it: its place may not be found yet. */
export type StopDraft = JobStopInput & { lat: number | null; lon: number | null };

export const newStop = (type: StopDraft['type']): StopDraft => ({
  type,
  waypointType: type === 'load' ? 'farm' : 'mill',
  name: '',
  lat: null,
  lon: null,
});

/** What the new-job and edit-job form holds. The pickup is a datetime-local value; the price is in pounds. */
export interface JobFormValues {
  type: JobType;
  pickup: string;
  reference: string;
  driverNotes: string;
  grainSample: boolean;
  price: number | string;
  stops: StopDraft[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value on the device's clock. */
export function localInputOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tomorrow at 08:00 on the device's clock: the usual start of a haulage day. */
export function tomorrowMorning(now: Date = new Date()): string {
  const date = new Date(now);
  date.setDate(date.getDate() + 1);
  date.setHours(8, 0, 0, 0);
  return localInputOf(date);
}

/** The form for a new job, or filled from the job to change. */
export function jobFormValues(job?: JobView): JobFormValues {
  if (!job) {
    return {
      type: 'grain',
      pickup: tomorrowMorning(),
      reference: '',
      driverNotes: '',
      grainSample: true,
      price: '',
      stops: [newStop('load'), newStop('unload')],
    };
  }
  return {
    type: job.type,
    pickup: localInputOf(new Date(job.pickupAt)),
    reference: job.reference,
    driverNotes: job.driverNotes ?? '',
    grainSample: job.requireGrainSample,
    price: job.priceMinor === null ? '' : minorToMajor(job.priceMinor),
    stops: job.stops.map((stop) => ({
      type: stop.type,
      waypointType: stop.waypointType,
      name: stop.name,
      addressLine: stop.addressLine,
      postcode: stop.postcode,
      what3words: stop.what3words,
      lat: stop.lat,
      lon: stop.lon,
    })),
  };
}

const stopsOf = (stops: readonly StopDraft[]) =>
  stops.map((stop) => ({
    type: stop.type,
    waypointType: stop.waypointType,
    name: stop.name.trim(),
    addressLine: stop.addressLine ?? null,
    postcode: stop.postcode ?? null,
    what3words: stop.what3words ?? null,
    lat: stop.lat,
    lon: stop.lon,
  }));

const pickupIso = (pickup: string) => {
  const date = new Date(pickup);
  return Number.isNaN(date.getTime()) ? pickup : date.toISOString();
};

/** The price in pence, null when left empty, NaN when it is not a number (the schema then names it). */
function priceMinorOf(price: number | string): number | null {
  const major = typeof price === 'number' ? price : price.trim() === '' ? null : Number(price);
  if (major === null) return null;
  return Number.isFinite(major) ? majorToMinor(major) : Number.NaN;
}

/** Each re-route field (§4: where, when and what) as the form has it changed from the job, by the API's names. */
function reroutesOf(values: JobFormValues, job: JobView) {
  const before = jobFormValues(job);
  return {
    stops: JSON.stringify(stopsOf(values.stops)) !== JSON.stringify(stopsOf(before.stops)),
    pickupAt: pickupIso(values.pickup) !== new Date(job.pickupAt).toISOString(),
    type: values.type !== job.type,
    requireGrainSample: values.grainSample !== job.requireGrainSample,
  };
}

/**
 * Whether saving re-routes the job: it has a carrier, and the stops, pickup, type or sample changed (the API then
 * moves it to re-routed and opens 72 hours of driver and price amendments, §9).
 */
export function jobFormReroutes(values: JobFormValues, job: JobView): boolean {
  if (jobUnassigned(job.status)) return false;
  return Object.values(reroutesOf(values, job)).some(Boolean);
}

/**
 * Whether the price and driver notes may change in this edit (the domain's jobAmendable): before a carrier has the
 * job, yes; after, while a re-route keeps them open, or when this very edit re-routes it.
 */
export function jobFormAmendable(values: JobFormValues, job: JobView, now: Date): boolean {
  const reroutedAt = job.reroutedAt ? new Date(job.reroutedAt) : null;
  return jobAmendable({ status: job.status, reroutedAt }, now, jobFormReroutes(values, job));
}

/** The price is the agreed one: shown once a carrier has the job (quotes set it before). */
export const jobFormShowsPrice = (job: JobView | undefined): boolean => job !== undefined && !jobUnassigned(job.status);

/** POST /api/logistics/jobs from the form: the optional fields only when filled. */
export function jobCreateBody(values: JobFormValues) {
  return {
    type: values.type,
    pickupAt: pickupIso(values.pickup),
    stops: stopsOf(values.stops),
    requireGrainSample: values.grainSample,
    ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
    ...(values.driverNotes.trim() ? { driverNotes: values.driverNotes.trim() } : {}),
  };
}

/**
 * PATCH /api/logistics/jobs/{id} from the form: only what changed, so a save that changes the notes alone is not
 * taken for a re-route, and the price and notes are sent only when they may change now.
 */
export function jobUpdateBody(values: JobFormValues, job: JobView, now: Date) {
  const changed = reroutesOf(values, job);
  const body: Record<string, unknown> = {};
  const reference = values.reference.trim();
  if (reference !== job.reference) body.reference = reference;
  if (changed.type) body.type = values.type;
  if (changed.pickupAt) body.pickupAt = pickupIso(values.pickup);
  if (changed.stops) body.stops = stopsOf(values.stops);
  if (changed.requireGrainSample) body.requireGrainSample = values.grainSample;
  if (jobFormAmendable(values, job, now)) {
    const notes = values.driverNotes.trim() || null;
    if (notes !== job.driverNotes) body.driverNotes = notes;
    if (jobFormShowsPrice(job)) {
      const priceMinor = priceMinorOf(values.price);
      if (priceMinor !== job.priceMinor) body.priceMinor = priceMinor;
    }
  }
  return body;
}
