import {
  advancePayToggleSchema,
  envelopeSchema,
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
import {
  principalOf,
  requireAnyPermission,
  requireAnyPermissionOr,
  requireAuth,
  requireSysAdmin,
} from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { AccountsDirectory } from '../directory/service';
import type { OrganisationsService } from './service';

const doc = routeDocs('customers');
const detailsReply = envelopeSchema(organisationDetailsSchema);
const carrierQuerySchema = listQuerySchema.extend({ query: z.string().trim().max(200).optional() });

/** A system administrator (administrator) reaches any organisation; others their own, with the permission. */
const business = {
  read: requireAnyPermission(['administrator', 'read'], ['account.business', 'read']),
  write: requireAnyPermission(['administrator', 'write'], ['account.business', 'write']),
  /** Editing the business settings says so when refused. */
  edit: requireAnyPermissionOr(
    messages.accounts.cannotEditBusiness,
    ['administrator', 'write'],
    ['account.business', 'write'],
  ),
};
/** The business settings, vetting and modules, Advance Pay, and the lists of businesses (accounts-api.md). */
export const organisationsRoutes: RoutesPlugin<{
  service: OrganisationsService;
  directory: Pick<AccountsDirectory, 'refs'>;
}> = async (app, { service, directory }) => {
  app.get(
    '/customers/organisations',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn(
        'Business accounts with their members; query matches a name or a member email',
        { 200: envelopeSchema(z.array(organisationSummarySchema)), ...errorReplies(400, 401, 403, 440) },
        { querystring: organisationListQuerySchema },
      ),
    },
    async (request) => {
      const { items, pagination } = await service.list(request.query);
      return ok(items, { pagination });
    },
  );

  app.get(
    '/customers/organisations/byid',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Name, country and vetting of the organisations with the ids (comma-separated); unknown ids left out',
        { 200: envelopeSchema(z.array(organisationRefSchema)), ...errorReplies(400, 401, 403, 440) },
        { querystring: organisationIdsQuerySchema },
      ),
    },
    async (request) => ok(await directory.refs(request.query.ids)),
  );

  app.get(
    '/customers/organisations/carrier',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Organisations with a member in the carrier group, whose name contains query',
        { 200: envelopeSchema(z.array(organisationRefSchema)), ...errorReplies(400, 401, 403, 440) },
        { querystring: carrierQuerySchema },
      ),
    },
    async (request) => {
      const { items, pagination } = await service.carriers(request.query);
      return ok(items, { pagination });
    },
  );

  app.get(
    '/customers/organisations/:id',
    {
      onRequest: business.read,
      schema: doc.read(
        'The business settings of the acting organisation (any, for a system administrator)',
        organisationDetailsSchema,
        { params: idParams },
      ),
    },
    async (request) => ok(await service.details(principalOf(request), request.params.id)),
  );

  app.patch(
    '/customers/organisations/:id',
    {
      onRequest: business.edit,
      schema: doc.signedIn(
        'Edit the business settings; vetted and modules only by a system administrator',
        { 200: detailsReply, ...errorReplies(400, 401, 403, 404, 409, 440) },
        { params: idParams, body: organisationPatchSchema },
      ),
    },
    async (request) =>
      ok(await service.update(principalOf(request), request.params.id, request.body), {
        message: messages.accounts.settingsSaved,
      }),
  );

  app.patch(
    '/customers/organisations/:id/advance-pay',
    {
      onRequest: business.write,
      schema: doc.signedIn(
        'Turn Advance Pay on or off for an organisation that trades',
        { 200: detailsReply, ...errorReplies(400, 401, 403, 404, 440) },
        { params: idParams, body: advancePayToggleSchema },
      ),
    },
    async (request) => ok(await service.setAdvancePay(principalOf(request), request.params.id, request.body.enabled)),
  );
};
