import {
  contractCreateSchema,
  contractDetailViewSchema,
  contractEditSchema,
  contractFileAttachSchema,
  contractListQuerySchema,
  contractViewSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { ContractChangesService } from '../contract-changes/service';
import type { ContractsService } from './service';

const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });

/** §7 Contracts: the caller's sales, premium and storage contracts, as either party. */
export const contractsRoutes = routesOf<{ service: ContractsService; changes: ContractChangesService }>(
  'trading',
  (routes, { service, changes }) => {
    routes.list('/trading/contracts', {
      guard: trading.contractReads,
      summary: 'The business’s contracts as seller or buyer, newest first (format=traded: those made on the platform)',
      data: z.array(contractViewSchema),
      querystring: contractListQuerySchema,
      handle: ({ caller, query }) => service.list(caller, query),
    });

    routes.create('/trading/contracts', {
      guard: trading.contractWrites,
      summary: 'Enters a sales, premium or storage contract made off the platform (seen by the entering business only)',
      data: contractViewSchema,
      body: contractCreateSchema,
      handle: ({ caller, body }) => service.create(caller, body),
    });

    routes.get('/trading/contracts/:id', {
      guard: trading.contractReads,
      summary: 'One contract with its fixing, rollovers, price updates and agreed scale, to its two parties (else 404)',
      data: contractDetailViewSchema,
      params: idParams,
      handle: ({ caller, params }) => changes.detail(caller, params.id),
    });

    routes.patch('/trading/contracts/:id', {
      guard: trading.contractWrites,
      summary: 'Changes a contract’s terms (a trade’s contract keeps the crop, parties, weight and price traded)',
      data: contractViewSchema,
      params: idParams,
      body: contractEditSchema,
      handle: ({ caller, params, body }) => service.edit(caller, params.id, body),
    });

    routes.delete('/trading/contracts/:id', {
      guard: trading.contractWrites,
      summary: 'Deletes a contract the business entered, unless a delivery or a settled invoice holds it',
      data: z.null(),
      params: idParams,
      handle: ({ caller, params }) => service.delete(caller, params.id),
    });

    routes.post('/trading/contracts/:id/files', {
      guard: trading.contractWrites,
      summary: 'Attaches a contract document the caller may read',
      data: contractViewSchema,
      params: idParams,
      body: contractFileAttachSchema,
      handle: ({ caller, params, body }) => service.attachFile(caller, params.id, body.fileId),
    });

    routes.delete('/trading/contracts/:id/files/:fileId', {
      guard: trading.contractWrites,
      summary: 'Takes a file off the contract (the business that attached it only); the file itself stays',
      data: z.null(),
      params: fileParams,
      handle: ({ caller, params }) => service.removeFile(caller, params.id, params.fileId),
    });

    routes.post('/trading/contracts/:id/cancel', {
      guard: trading.contractWrites,
      summary: 'Gives 30 days’ notice to cancel a storage contract: it reads completed when the notice runs out',
      data: contractViewSchema,
      params: idParams,
      handle: ({ caller, params }) => service.cancel(caller, params.id),
    });
  },
);
