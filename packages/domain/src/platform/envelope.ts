import { z } from '../zod';

const validationIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

const paginationSchema = z.object({
  currentPage: z.number().int(),
  limit: z.number().int(),
  totalDocuments: z.number().int(),
  prev: z.number().int().nullable(),
  next: z.number().int().nullable(),
  currentDocumentIndex: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Every JSON reply of the API has this shape (DESIGN §2). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z.string(),
    data,
    pagination: paginationSchema.optional(),
    errors: z.array(z.object({ message: z.string() })).optional(),
    validation: z.array(validationIssueSchema).optional(),
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  pagination?: Pagination;
  errors?: { message: string }[];
  validation?: ValidationIssue[];
}
