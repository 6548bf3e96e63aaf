import { z } from '../zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import type { Pagination } from './envelope';

export const listQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * Pages are 1-based; prev/next hold the offset of the neighbouring page so a client
 * can ask for it directly, or null at either end.
 */
export function buildPagination(query: ListQuery, totalDocuments: number): Pagination {
  const { offset, limit } = query;
  const next = offset + limit < totalDocuments ? offset + limit : null;
  const prev = offset > 0 ? Math.max(0, offset - limit) : null;
  return {
    currentPage: Math.floor(offset / limit) + 1,
    limit,
    totalDocuments,
    prev,
    next,
    currentDocumentIndex: offset,
  };
}
