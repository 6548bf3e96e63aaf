import {
  advancePayToggleSchema,
  listQuerySchema,
  messages,
  organisationDetailsSchema,
  organisationIdsQuerySchema,
  organisationListQuerySchema,
  organisationSummarySchema,
  organisationPatchSchema,
  organisationRefSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAnyPermissionOr, requireAuth, requireSysAdmin } from '../../../platform/auth/guard';
import { administratorOr, idParams, routesOf } from '../../../platform/http/route-kit';
import type { AccountsDirectory } from '../directory/service';
import type { OrganisationsService } from './service';

const carrierQuerySchema = listQuerySchema.extend({ query: z.string().trim().max(200).optional() });

/** A system administrator (administrator) reaches any organisation; others their own, with the permission. */
const business = administratorOr('account.business');
/** Editing the business settings says so when refused. */
const businessEdit = requireAnyPermissionOr(
  messages.accounts.cannotEditBusiness,
  ['administrator', 'write'],
  ['account.business', 'write'],
);

/** The business settings, vetting and modules, Advance Pay, and the lists of businesses (accounts-api.md). */
export const organisationsRoutes = routesOf<{
  service: OrganisationsService;
  directory: Pick<AccountsDirectory, 'refs'>;
}>('customers', (routes, { service, directory }) => {
  routes.list('/customers/organisations', {
    guard: requireSysAdmin,
    summary: 'Business accounts with their members; query matches a name or a member email',
    data: z.array(organisationSummarySchema),
    errors: [400, 401, 403, 440],
    querystring: organisationListQuerySchema,
    handle: ({ query }) => service.list(query),
  });

  routes.get('/customers/organisations/byid', {
    guard: requireAuth,
    summary: 'Name, country and vetting of the organisations with the ids (comma-separated); unknown ids left out',
    data: z.array(organisationRefSchema),
    errors: [400, 401, 403, 440],
    querystring: organisationIdsQuerySchema,
    handle: ({ query }) => directory.refs(query.ids),
  });

  routes.list('/customers/organisations/carrier', {
    guard: requireAuth,
    summary: 'Organisations with a member in the carrier group, whose name contains query',
    data: z.array(organisationRefSchema),
    errors: [400, 401, 403, 440],
    querystring: carrierQuerySchema,
    handle: ({ query }) => service.carriers(query),
  });

  routes.get('/customers/organisations/:id', {
    guard: business.reads,
    summary: 'The business settings of the acting organisation (any, for a system administrator)',
    data: organisationDetailsSchema,
    params: idParams,
    handle: ({ caller, params }) => service.details(caller, params.id),
  });

  routes.patch('/customers/organisations/:id', {
    guard: businessEdit,
    summary: 'Edit the business settings; vetted and modules only by a system administrator',
    data: organisationDetailsSchema,
    errors: [400, 401, 403, 404, 409, 440],
    message: messages.accounts.settingsSaved,
    params: idParams,
    body: organisationPatchSchema,
    handle: ({ caller, params, body }) => service.update(caller, params.id, body),
  });

  routes.patch('/customers/organisations/:id/advance-pay', {
    guard: business.writes,
    summary: 'Turn Advance Pay on or off for an organisation that trades',
    data: organisationDetailsSchema,
    errors: [400, 401, 403, 404, 440],
    params: idParams,
    body: advancePayToggleSchema,
    handle: ({ caller, params, body }) => service.setAdvancePay(caller, params.id, body.enabled),
  });
});
