import { z } from '../zod';

/** Spec platform §3: images for logo and avatar, everything else in files. */
const FILE_BUCKETS = ['images', 'files'] as const;
export type FileBucket = (typeof FILE_BUCKETS)[number];

/**
 * Spec platform §3 and trading §3, file categories: misc, avatar, logo, adjustment, sample, weighbridge, contract,
 * image, vehicle, terms-conditions, trade-contract, settlement invoice "and others" (the others are the documents the
 * logistics and contract screens attach: proof of delivery, collection receipt, insurance, V5C).
 */
const FILE_CATEGORIES = [
  'misc',
  'avatar',
  'logo',
  'adjustment',
  'sample',
  'weighbridge',
  'contract',
  'image',
  'vehicle',
  'terms-conditions',
  'trade-contract',
  'settlement-invoice',
  'proof-of-delivery',
  'collection-receipt',
  'insurance',
  'v5c',
] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** Trading §5: "a maximum file count per upload" (the number is ours: a weighbridge ticket run fits in ten). */
export const FILES_PER_UPLOAD_MAX = 10;

/** Spec platform §9: image conversion max 2000 (px, the longer side) for logo and avatar. */
export const IMAGE_DIMENSION_MAX_PX = 2000;
export const RESIZED_IMAGE_CATEGORIES: readonly FileCategory[] = ['logo', 'avatar'];

/** The bucket a category belongs in (spec §3): images for logo and avatar, else files. */
export function bucketForCategory(category: FileCategory): FileBucket {
  return RESIZED_IMAGE_CATEGORIES.includes(category) ? 'images' : 'files';
}

/** The multipart fields beside the file (POST /api/system/files). */
export const fileUploadFieldsSchema = z.strictObject({
  bucket: z.enum(FILE_BUCKETS),
  type: z.enum(FILE_CATEGORIES),
  name: z.string().trim().min(1).max(255).optional(),
  organisationId: z.uuid().optional(),
  /** Organisations the file is shared with, besides its own. */
  organisations: z.array(z.uuid()).max(20).optional(),
});
export type FileUploadFields = z.infer<typeof fileUploadFieldsSchema>;

/** What an upload returns (spec §3: url, id, name) and GET lists. */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  bucket: z.enum(FILE_BUCKETS),
  type: z.enum(FILE_CATEGORIES),
  organisationId: z.uuid(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
