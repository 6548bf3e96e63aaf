import { z } from '../zod';
import { messages } from '../i18n/messages';
import { netWeightIssue } from '../contracts/delivery-rules';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { latitudeSchema, longitudeSchema } from '../geo/coordinates';
import { FILE_SIZE_MAX_BYTES } from '../files/file-limits';
import { DRIVER_ACTIONS } from './driver-rules';
import { JOB_STATUSES, JOB_TYPES } from './job-states';
import { jobRouteSchema, jobStopViewSchema } from './job-schemas';
import { ETA_NOTICES, POSITION_BATCH_MAX } from './tracking-rules';

/**
 * The driver app's calls (trading-logistics §1, §2, §4 POD). Every change carries an Idempotency-Key (the offline
 * queue sends it again until answered) and the time it was done on the phone (`at`), so actions kept offline land
 * with the times they happened.
 */

const isoInstant = z.iso.datetime({ offset: true });

/** POST /api/logistics/driver/jobs/{id}/actions. */
export const driverActionSchema = z.strictObject({
  action: z.enum(DRIVER_ACTIONS),
  /** The stop an arrive or depart is at: refused when the job has moved on from it. */
  stopId: z.uuid().nullable().optional(),
  at: isoInstant.optional(),
});
export type DriverActionInput = z.infer<typeof driverActionSchema>;

/** POD photos, the receiver's signature and the weighbridge ticket travel inside the JSON as data URLs. */
export const POD_PHOTOS_MAX = 4;
/** Base64 makes 3 bytes 4 characters: a data URL of a file at the size limit, with its header. */
export const DATA_URL_MAX_CHARS = Math.ceil(FILE_SIZE_MAX_BYTES / 3) * 4 + 100;
/**
 * The whole POD call. Each file may be up to the file limit, but the app sends photos downscaled (1600 px JPEG, a few
 * hundred kB), so a ticket PDF at the limit with the photos fits; a body past this is 413 before it is parsed.
 */
export const POD_BODY_MAX_BYTES = 32 * 1024 * 1024;

const dataUrl = (types: readonly string[]) =>
  z
    .string()
    .max(DATA_URL_MAX_CHARS, messages.validation.fileTooLarge)
    .refine((value) => types.some((type) => value.startsWith(`data:${type};base64,`)), messages.logistics.podFileType);

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const podPhotoSchema = dataUrl(IMAGE_TYPES);
/** A weighbridge ticket: a photo of it, or the PDF the weighbridge printed. */
export const podTicketSchema = dataUrl([...IMAGE_TYPES, 'application/pdf']);

const positiveKg = z.int().min(1).max(QUANTITY_MAX_KG);
const weighedKg = z.int().min(0).max(QUANTITY_MAX_KG);

/** One load's reading off the ticket: net = gross - tare, and all of it is tipped. */
export const podLoadWeightsSchema = z
  .strictObject({
    loadId: z.uuid(),
    grossKg: positiveKg,
    tareKg: weighedKg,
    netKg: positiveKg,
  })
  .superRefine((value, context) => {
    const issue = netWeightIssue(value);
    if (issue) context.addIssue({ code: 'custom', path: ['netKg'], message: issue });
  });
export type PodLoadWeights = z.infer<typeof podLoadWeightsSchema>;

export const POD_RECEIVER_MAX = 120;

/**
 * POST /api/logistics/driver/jobs/{id}/stops/{stopId}/pod: at a stop where something is unloaded, the receiver's
 * name and drawn signature, photos, the weighbridge ticket with each carried load's weights (when the driver carries
 * loads on the job), and the grain sample's photo when the job requires one. Once submitted it cannot change (§4).
 */
export const podSubmitSchema = z.strictObject({
  receiverName: z.string().trim().min(1, messages.logistics.podReceiverRequired).max(POD_RECEIVER_MAX),
  signature: dataUrl(['image/png']),
  photos: z.array(podPhotoSchema).max(POD_PHOTOS_MAX).default([]),
  weighbridge: z
    .strictObject({
      ticket: podTicketSchema,
      loads: z.array(podLoadWeightsSchema).min(1).max(10),
    })
    .nullable()
    .optional(),
  sample: podPhotoSchema.nullable().optional(),
  at: isoInstant.optional(),
});
export type PodSubmit = z.infer<typeof podSubmitSchema>;

const fileRef = z.object({ id: z.string(), url: z.string(), name: z.string(), contentType: z.string() });

/** A submitted proof of delivery, as the driver and the job's parties read it. */
export const podViewSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  stopId: z.string(),
  receiverName: z.string(),
  signature: fileRef,
  photos: z.array(fileRef),
  weighbridgeTicket: fileRef.nullable(),
  sample: fileRef.nullable(),
  loads: z.array(z.object({ loadId: z.string(), grossKg: z.int(), tareKg: z.int(), netKg: z.int() })),
  submittedAt: z.string(),
  submittedByName: z.string(),
});
export type PodView = z.infer<typeof podViewSchema>;

/** A load the driver carries on the job: their allocation of it, on which vehicle. */
export const driverLoadSchema = z.object({
  loadId: z.string(),
  reference: z.string(),
  commodityId: z.string().nullable(),
  /** The load's whole weight, and the part allocated to this driver. */
  weightKg: z.int(),
  allocatedKg: z.int(),
  vehicleRegistration: z.string(),
  trailerReference: z.string().nullable(),
  tippedQuantityKg: z.int().nullable(),
  /** Weighed where it was loaded (full - empty), when it was. */
  loadedNetKg: z.int().nullable(),
});
export type DriverLoad = z.infer<typeof driverLoadSchema>;

/** A job as its driver reads it in the app: what to do, where, and what is open now. */
export const driverJobSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  drivable: z.boolean(),
  organiserName: z.string(),
  pickupAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  driverNotes: z.string().nullable(),
  requireGrainSample: z.boolean(),
  route: jobRouteSchema.nullable(),
  stops: z.array(jobStopViewSchema.extend({ podSubmitted: z.boolean() })),
  loads: z.array(driverLoadSchema),
  actions: z.array(z.object({ action: z.enum(DRIVER_ACTIONS), stopId: z.string().nullable() })),
  /** The stop a proof of delivery is to be taken at now, if any. */
  podStopId: z.string().nullable(),
  pods: z.array(podViewSchema),
});
export type DriverJob = z.infer<typeof driverJobSchema>;

/** GET /api/logistics/driver/jobs: today's jobs in the order to drive them (the one in progress first). */
export const driverDaySchema = z.object({
  day: z.iso.date(),
  jobs: z.array(driverJobSchema),
  /** The first job not yet finished: what the app opens. */
  currentJobId: z.string().nullable(),
});
export type DriverDay = z.infer<typeof driverDaySchema>;

/** One reading of the phone's position. */
export const positionSchema = z.strictObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  accuracyM: z.number().min(0).max(100_000).nullable().optional(),
  speedMps: z.number().min(0).max(100).nullable().optional(),
  headingDeg: z.number().min(0).max(360).nullable().optional(),
  at: isoInstant,
});
export type PositionInput = z.infer<typeof positionSchema>;

/** POST /api/logistics/driver/jobs/{id}/positions: one or more readings, oldest first. */
export const positionBatchSchema = z.strictObject({
  positions: z.array(positionSchema).min(1).max(POSITION_BATCH_MAX),
});
export type PositionBatch = z.infer<typeof positionBatchSchema>;

export const trackPointSchema = z.object({ lat: z.number(), lon: z.number(), at: z.string() });
export type TrackPoint = z.infer<typeof trackPointSchema>;

/** GET /api/logistics/jobs/{id}/tracking, and the `job-tracking` live event: where the vehicle is and its ETA. */
export const jobTrackingSchema = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Positions are being taken: the job is being driven. */
  live: z.boolean(),
  last: trackPointSchema.extend({ speedMps: z.number().nullable(), headingDeg: z.number().nullable() }).nullable(),
  /** The last positions, oldest first. */
  trail: z.array(trackPointSchema),
  eta: z
    .object({
      stopId: z.string(),
      stopName: z.string(),
      at: z.string(),
      distanceMetres: z.number(),
      durationSeconds: z.number(),
      /** Worked out from straight lines, not a routing service. */
      estimate: z.boolean(),
      computedAt: z.string(),
    })
    .nullable(),
});
export type JobTracking = z.infer<typeof jobTrackingSchema>;

export const etaNoticeSchema = z.enum(ETA_NOTICES);
