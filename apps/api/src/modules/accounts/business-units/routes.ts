import {
  businessUnitCreateSchema,
  businessUnitPatchSchema,
  businessUnitSchema,
  businessUnitSummarySchema,
  messages,
  organisationRefSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { administratorOr, idParams, routesOf } from '../../../platform/http/route-kit';
import type { BusinessUnitsService } from './service';

/** A system administrator (administrator) reaches any organisation's units; others their own, with the permission. */
const units = administratorOr('account.business-units');

/** Business units: an organisation's farms, stores and regions (accounts-api.md). */
export const businessUnitsRoutes = routesOf<{ service: BusinessUnitsService }>('customers', (routes, { service }) => {
  routes.get('/customers/business/:organisationId', {
    guard: units.reads,
    summary: "The organisation and those of its business units the caller's scope includes",
    data: z.object({ organisation: organisationRefSchema, businessUnits: z.array(businessUnitSchema) }),
    params: z.object({ organisationId: z.uuid() }),
    handle: ({ caller, params }) => service.business(caller, params.organisationId),
  });

  routes.create('/customers/business-units', {
    guard: units.writes,
    summary: 'Add a farm, store or region to the acting organisation',
    data: businessUnitSchema,
    errors: [400, 401, 403, 440],
    body: businessUnitCreateSchema,
    handle: ({ caller, body }) => service.createUnit(caller, body),
  });

  routes.get('/customers/business-units/:id', {
    guard: units.reads,
    summary: "A business unit of the acting organisation within the caller's scope",
    data: businessUnitSchema,
    params: idParams,
    handle: ({ caller, params }) => service.unit(caller, params.id),
  });

  routes.get('/customers/business-units/:id/summary', {
    guard: units.reads,
    summary: 'What refers to a business unit (members limited to it, links from other modules) and whether it can go',
    data: businessUnitSummarySchema,
    params: idParams,
    handle: ({ caller, params }) => service.unitSummary(caller, params.id),
  });

  routes.patch('/customers/business-units/:id', {
    guard: units.writes,
    summary: 'Edit a business unit; its type is fixed',
    data: businessUnitSchema,
    errors: [400, 401, 403, 404, 440],
    message: messages.accounts.settingsSaved,
    params: idParams,
    body: businessUnitPatchSchema,
    handle: ({ caller, params, body }) => service.updateUnit(caller, params.id, body),
  });

  routes.delete('/customers/business-units/:id', {
    guard: units.writes,
    summary: 'Delete a business unit that nothing links to',
    data: z.null(),
    errors: [400, 401, 403, 404, 409, 440],
    params: idParams,
    handle: ({ caller, params }) => service.deleteUnit(caller, params.id),
  });
});
