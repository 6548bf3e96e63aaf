import { commodityGroupSchema, specificationSchema, type CommodityGroup, type Specification } from '@harvest/domain';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/api-request';
import { log } from '../logging/log';
import { isAuthenticated } from '../session/session-selectors';
import { useSession } from '../session/use-session';

/** The catalogue changes only with a deploy: fetched once a visit. */
const REFERENCE_STALE_TIME = Infinity;

/**
 * Spec platform §8: commodity and specification failures are logged only (no message to the person); the
 * query still fails, so a screen can go on without defaults.
 */
async function loggedOnly<T>(what: string, signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!signal.aborted) {
      log.error(
        `Reference data could not be loaded: ${what}`,
        {
          status: isApiError(error) ? error.status : null,
          message: error instanceof Error ? error.message : String(error),
        },
        ['api'],
      );
    }
    throw error;
  }
}

export function commoditiesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'commodities'] as const,
    queryFn: ({ signal }) =>
      loggedOnly('commodities', signal, async () => {
        const reply = await apiRequest('GET', '/system/commodities', {
          signal,
          schema: z.array(commodityGroupSchema),
          auth: 'required',
        });
        return reply.data;
      }),
    staleTime: REFERENCE_STALE_TIME,
  });
}

/** GET /api/system/commodities: the crops with their types, grades and varieties. */
export function useCommodities(): UseQueryResult<CommodityGroup[]> {
  const session = useSession();
  return useQuery({ ...commoditiesQueryOptions(), enabled: isAuthenticated(session) });
}

export function specificationsQueryOptions(commodityId: string, commodityType?: string, commodityGrade?: string) {
  return queryOptions({
    queryKey: ['reference', 'specifications', commodityId, commodityType ?? null, commodityGrade ?? null] as const,
    queryFn: ({ signal }) =>
      loggedOnly(`specifications of ${commodityId}`, signal, async () => {
        const reply = await apiRequest('GET', `/system/commodities/${encodeURIComponent(commodityId)}/specifications`, {
          signal,
          query: { commodityType, commodityGrade },
          schema: z.array(specificationSchema),
          auth: 'required',
        });
        return reply.data;
      }),
    staleTime: REFERENCE_STALE_TIME,
  });
}

/**
 * GET /api/system/commodities/{id}/specifications, narrowed by type and grade; nothing is asked until a crop
 * is chosen.
 */
export function useSpecifications(
  commodityId: string | null | undefined,
  commodityType?: string,
  commodityGrade?: string,
): UseQueryResult<Specification[]> {
  const session = useSession();
  return useQuery({
    ...specificationsQueryOptions(commodityId ?? '', commodityType, commodityGrade),
    enabled: isAuthenticated(session) && Boolean(commodityId),
  });
}

/** Names for a crop id and for a type-and-grade id, from the catalogue; the id itself until it has loaded. */
export function useCropNames(): {
  crop: (id: string) => string;
  grade: (cropId: string, itemId: string | null) => string;
  /** A crop's or a type-and-grade's name (market prices are quoted for either: 'Wheat', 'Feed wheat'). */
  commodity: (id: string) => string;
} {
  const { data } = useCommodities();
  return {
    crop: (id) => data?.find((group) => group.id === id)?.name ?? id,
    grade: (cropId, itemId) =>
      (itemId && data?.find((group) => group.id === cropId)?.items.find((item) => item.id === itemId)?.name) || '',
    commodity: (id) =>
      data?.find((group) => group.id === id)?.name ??
      data?.flatMap((group) => group.items).find((item) => item.id === id)?.name ??
      id,
  };
}
