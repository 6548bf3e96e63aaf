import {
  contractDetailViewSchema,
  contractScaleEditSchema,
  fixingCreateSchema,
  priceUpdateCreateSchema,
  rolloverCreateSchema,
} from '@harvest/domain';
import { trading } from '../../../platform/auth/trading-guards';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { ContractChangesService } from './service';

/** Trading §1, §3, §4: fixing a contract's price, rolling it over, its price after sampling and its agreed scale. */
export const contractChangesRoutes = routesOf<{ service: ContractChangesService }>('trading', (routes, { service }) => {
  routes.create('/trading/contracts/:id/fixings', {
    guard: trading.contractWrites,
    summary: 'Records a base or premium fixing the parties agreed on an unfixed contract (either party)',
    data: contractDetailViewSchema,
    params: idParams,
    body: fixingCreateSchema,
    handle: ({ caller, params, body }) => service.fix(caller, params.id, body),
  });

  routes.create('/trading/contracts/:id/rollovers', {
    guard: trading.contractWrites,
    summary: 'Rolls the undelivered or unfixed part of a contract into a later month: answers the new contract',
    data: contractDetailViewSchema,
    params: idParams,
    body: rolloverCreateSchema,
    handle: ({ caller, params, body }) => service.rollOver(caller, params.id, body),
  });

  routes.create('/trading/contracts/:id/price-updates', {
    guard: trading.contractWrites,
    summary: 'The buyer updates the contract price after a sample outside the specification (the grade changed)',
    data: contractDetailViewSchema,
    params: idParams,
    body: priceUpdateCreateSchema,
    handle: ({ caller, params, body }) => service.updatePrice(caller, params.id, body),
  });

  routes.patch('/trading/contracts/:id/adjustment-scale', {
    guard: trading.contractWrites,
    summary: 'Sets the deduction and bonus scale agreed on the contract (null: the UK default again)',
    data: contractDetailViewSchema,
    params: idParams,
    body: contractScaleEditSchema,
    handle: ({ caller, params, body }) => service.setScale(caller, params.id, body),
  });
});
