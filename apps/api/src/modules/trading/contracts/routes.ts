import { contractListQuerySchema, contractViewSchema } from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { ContractsService } from './service';

/** §7 Contracts: the caller's sales, premium and storage contracts, as either party. */
export const contractsRoutes = routesOf<{ service: ContractsService }>('trading', (routes, { service }) => {
  routes.list('/trading/contracts', {
    guard: trading.contractReads,
    summary: 'The business’s contracts as seller or buyer, newest first (format=traded: those made on the platform)',
    data: z.array(contractViewSchema),
    querystring: contractListQuerySchema,
    handle: ({ caller, query }) => service.list(caller, query),
  });

  routes.get('/trading/contracts/:id', {
    guard: trading.contractReads,
    summary: 'One contract, to its two parties (anyone else: 404)',
    data: contractViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.get(caller, params.id),
  });
});
