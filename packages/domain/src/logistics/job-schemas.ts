import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { latitudeSchema, longitudeSchema } from '../geo/coordinates';
import { what3wordsSchema } from '../geo/what3words';
import { unitPriceSchema } from '../trading/listing-schemas';
import { JOB_DISPLAY_STATUSES, JOB_STATUSES, JOB_TYPES, STOP_TYPES, WAYPOINT_TYPES } from './job-states';
import { JOB_ACTIONS, JOB_SIDES, stopIssues, type StopFacts } from './job-rules';

/** Enough for a long multi-drop day; a form or an import naming more is a mistake. */
export const JOB_MAX_STOPS = 25;
export const DRIVER_NOTES_MAX = 1000;
export const JOB_REFERENCE_MAX = 30;

/** A stop as the organiser gives it (§3 Stop): what happens there, what kind of place, and where it is. */
export const jobStopInputSchema = z.strictObject({
  type: z.enum(STOP_TYPES),
  waypointType: z.enum(WAYPOINT_TYPES),
  name: z.string().trim().min(1, messages.validation.required).max(120),
  addressLine: z.string().trim().max(200).nullable().optional(),
  postcode: z.string().trim().max(10).nullable().optional(),
  what3words: what3wordsSchema.nullable().optional(),
  /** Unset until the place is found or picked on the map: the job is refused until every stop has it (§5). */
  lat: latitudeSchema.nullable().optional(),
  lon: longitudeSchema.nullable().optional(),
});
export type JobStopInput = z.infer<typeof jobStopInputSchema>;

const stopsSchema = z.array(jobStopInputSchema).max(JOB_MAX_STOPS);

function refineStops(stops: readonly StopFacts[] | undefined, ctx: z.RefinementCtx) {
  if (!stops) return;
  for (const issue of stopIssues(stops)) {
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: issue.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    });
  }
}

const jobFields = {
  type: z.enum(JOB_TYPES),
  /** Left out, the job is given the next J-00xxxx. */
  reference: z
    .string()
    .trim()
    .min(1)
    .max(JOB_REFERENCE_MAX)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /._-]*$/, messages.validation.invalid),
  pickupAt: z.iso.datetime({ offset: true }),
  stops: stopsSchema,
  /** Agreed with the carrier, in pence: trading's price rule (0.01 to below 1 million, not a dummy value). */
  priceMinor: unitPriceSchema,
  driverNotes: z.string().trim().max(DRIVER_NOTES_MAX).nullable(),
  requireGrainSample: z.boolean(),
};

/**
 * POST /api/logistics/jobs: awaiting quotes; or, given a carrier and the price agreed with it, assigned straight away.
 */
export const jobCreateSchema = z
  .strictObject({
    ...jobFields,
    reference: jobFields.reference.optional(),
    priceMinor: jobFields.priceMinor.optional(),
    carrierOrganisationId: z.uuid().optional(),
    driverNotes: jobFields.driverNotes.optional(),
    requireGrainSample: jobFields.requireGrainSample.default(false),
  })
  .superRefine((job, ctx) => {
    refineStops(job.stops, ctx);
    if (job.carrierOrganisationId && job.priceMinor === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.logistics.jobPriceRequired, path: ['priceMinor'] });
    }
  });
export type JobCreate = z.infer<typeof jobCreateSchema>;

/**
 * PATCH /api/logistics/jobs/{id}: before a carrier has it, anything; after, new stops are a re-route, and the price
 * and driver notes are amendments, open for 72 hours after a re-route (§9). The reference is the organiser's own
 * label: it may change while the job is on.
 */
export const jobUpdateSchema = z
  .strictObject({
    reference: jobFields.reference.optional(),
    type: jobFields.type.optional(),
    pickupAt: jobFields.pickupAt.optional(),
    stops: jobFields.stops.optional(),
    priceMinor: jobFields.priceMinor.nullable().optional(),
    driverNotes: jobFields.driverNotes.optional(),
    requireGrainSample: jobFields.requireGrainSample.optional(),
  })
  .superRefine((job, ctx) => refineStops(job.stops, ctx));
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const JOB_CANCEL_REASON_MAX = 500;

/** POST /api/logistics/jobs/{id}/cancel and /decline: an optional word of why. */
export const jobCloseSchema = z.strictObject({
  reason: z.string().trim().max(JOB_CANCEL_REASON_MAX).nullable().optional(),
});
export type JobClose = z.infer<typeof jobCloseSchema>;

/** The route drawn on the map: its length, its time, the line, and whether it is only an estimate. */
export const jobRouteSchema = z.object({
  distanceMetres: z.number(),
  durationSeconds: z.number(),
  /** [longitude, latitude] pairs, as GeoJSON writes them. */
  geometry: z.array(z.tuple([z.number(), z.number()])),
  estimate: z.boolean(),
  provider: z.string(),
});
export type JobRouteView = z.infer<typeof jobRouteSchema>;

export const jobStopViewSchema = z.object({
  id: z.string(),
  position: z.number(),
  type: z.enum(STOP_TYPES),
  waypointType: z.enum(WAYPOINT_TYPES),
  name: z.string(),
  addressLine: z.string().nullable(),
  postcode: z.string().nullable(),
  what3words: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  arrivedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
});
export type JobStopView = z.infer<typeof jobStopViewSchema>;

/** A job as its organiser or its carrier reads it. */
export const jobViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(JOB_TYPES),
  /** What is stored; `displayStatus` adds 'upcoming', read from the clock. */
  status: z.enum(JOB_STATUSES),
  displayStatus: z.enum(JOB_DISPLAY_STATUSES),
  /** §4 'no longer drivable' is the label of a job whose driver can no longer act on it. */
  drivable: z.boolean(),
  side: z.enum(JOB_SIDES),
  actions: z.array(z.enum(JOB_ACTIONS)),
  organiserOrganisationId: z.string(),
  organiserName: z.string(),
  carrierOrganisationId: z.string().nullable(),
  carrierName: z.string().nullable(),
  pickupAt: z.string(),
  priceMinor: z.number().nullable(),
  currency: z.literal('GBP'),
  driverNotes: z.string().nullable(),
  requireGrainSample: z.boolean(),
  route: jobRouteSchema.nullable(),
  stops: z.array(jobStopViewSchema),
  contractDeliveryId: z.string().nullable(),
  reroutedAt: z.string().nullable(),
  /** 72 hours after the last re-route (§9): driver and price amendments close then. */
  amendmentsCloseAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/**
 * A contract delivery's haulage as one of its parties reads it: the live job the caller's business made from it, or
 * none; and whether the other party has booked it instead (one live job per delivery).
 */
export const deliveryHaulageSchema = z.object({
  job: z.object({ id: z.string(), reference: z.string(), status: z.enum(JOB_STATUSES) }).nullable(),
  bookedByOtherParty: z.boolean(),
});
export type DeliveryHaulage = z.infer<typeof deliveryHaulageSchema>;

/** The message of a move the job's status refuses (409). */
export const jobMoveRefused = (status: string, action: string) =>
  formatMessage(messages.logistics.jobMoveRefused, { status, action });
