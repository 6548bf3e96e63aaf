import {
  advancePayToggleSchema,
  businessUnitCreateSchema,
  businessUnitPatchSchema,
  businessUnitSchema,
  businessUnitSummarySchema,
  envelopeSchema,
  listQuerySchema,
  messages,
  moduleUnlockRequestSchema,
  moduleUnlockSchema,
  organisationDetailsSchema,
  organisationIdsQuerySchema,
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
} from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { idempotent } from '../../platform/idempotency/idempotency';
import type { OrganisationsService } from './organisations-service';

const idParams = z.object({ id: z.uuid() });
const organisationParams = z.object({ organisationId: z.uuid() });
const bearer = [{ bearer: [] }];
const detailsReply = envelopeSchema(organisationDetailsSchema);
const unitReply = envelopeSchema(businessUnitSchema);
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
const units = {
  read: requireAnyPermission(['administrator', 'read'], ['account.business-units', 'read']),
  write: requireAnyPermission(['administrator', 'write'], ['account.business-units', 'write']),
};

/** The business settings, vetting, modules and upgrade requests, and business units (accounts-api.md). */
export const organisationsRoutes: RoutesPlugin<{ service: OrganisationsService }> = async (app, { service }) => {
  app.get(
    '/customers/organisations/module-requests',
    {
      onRequest: requireSysAdmin,
      schema: {
        tags: ['customers'],
        summary: "Every organisation's module unlock requests still waiting for an answer, oldest first",
        security: bearer,
        response: { 200: envelopeSchema(z.array(moduleUnlockSchema)), ...errorReplies(401, 403, 440) },
      },
    },
    async () => ok(await service.openUnlockRequests()),
  );

  app.get(
    '/customers/organisations/byid',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'Name, country and vetting of the organisations with the ids (comma-separated); unknown ids left out',
        security: bearer,
        querystring: organisationIdsQuerySchema,
        response: { 200: envelopeSchema(z.array(organisationRefSchema)), ...errorReplies(400, 401, 403, 440) },
      },
    },
    async (request) => ok(await service.refs(request.query.ids)),
  );

  app.get(
    '/customers/organisations/carrier',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'Organisations with a member in the carrier group, whose name contains query',
        security: bearer,
        querystring: carrierQuerySchema,
        response: { 200: envelopeSchema(z.array(organisationRefSchema)), ...errorReplies(400, 401, 403, 440) },
      },
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
      schema: {
        tags: ['customers'],
        summary: 'The business settings of the acting organisation (any, for a system administrator)',
        security: bearer,
        params: idParams,
        response: { 200: detailsReply, ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.details(principalOf(request), request.params.id)),
  );

  app.patch(
    '/customers/organisations/:id',
    {
      onRequest: business.edit,
      schema: {
        tags: ['customers'],
        summary: 'Edit the business settings; vetted and modules only by a system administrator',
        security: bearer,
        params: idParams,
        body: organisationPatchSchema,
        response: { 200: detailsReply, ...errorReplies(400, 401, 403, 404, 409, 440) },
      },
    },
    async (request) =>
      ok(await service.update(principalOf(request), request.params.id, request.body), {
        message: messages.accounts.settingsSaved,
      }),
  );

  app.get(
    '/customers/organisations/:id/modules/unlock',
    {
      onRequest: business.read,
      schema: {
        tags: ['customers'],
        summary: "The organisation's module unlock requests, oldest first",
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.array(moduleUnlockSchema)), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.unlockRequests(principalOf(request), request.params.id)),
  );

  app.post(
    '/customers/organisations/:id/modules/unlock',
    {
      onRequest: business.write,
      ...idempotent,
      schema: {
        tags: ['customers'],
        summary: 'Ask to unlock an upgrade module; asking again answers the open request',
        security: bearer,
        params: idParams,
        body: moduleUnlockRequestSchema,
        response: { 201: envelopeSchema(moduleUnlockSchema), ...errorReplies(400, 401, 403, 404, 409, 440) },
      },
    },
    async (request, reply) => {
      const unlock = await service.requestUnlock(principalOf(request), request.params.id, request.body.id);
      return reply.code(201).send(ok(unlock, { status: 201, message: messages.accounts.upgradeRequested }));
    },
  );

  app.patch(
    '/customers/organisations/:id/advance-pay',
    {
      onRequest: business.write,
      schema: {
        tags: ['customers'],
        summary: 'Turn Advance Pay on or off for an organisation that trades',
        security: bearer,
        params: idParams,
        body: advancePayToggleSchema,
        response: { 200: detailsReply, ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.setAdvancePay(principalOf(request), request.params.id, request.body.enabled)),
  );

  app.get(
    '/customers/business/:organisationId',
    {
      onRequest: units.read,
      schema: {
        tags: ['customers'],
        summary: "The organisation and those of its business units the caller's scope includes",
        security: bearer,
        params: organisationParams,
        response: {
          200: envelopeSchema(
            z.object({ organisation: organisationRefSchema, businessUnits: z.array(businessUnitSchema) }),
          ),
          ...errorReplies(400, 401, 403, 404, 440),
        },
      },
    },
    async (request) => ok(await service.business(principalOf(request), request.params.organisationId)),
  );

  app.post(
    '/customers/business-units',
    {
      onRequest: units.write,
      ...idempotent,
      schema: {
        tags: ['customers'],
        summary: 'Add a farm, store or region to the acting organisation',
        security: bearer,
        body: businessUnitCreateSchema,
        response: { 201: unitReply, ...errorReplies(400, 401, 403, 440) },
      },
    },
    async (request, reply) => {
      const unit = await service.createUnit(principalOf(request), request.body);
      return reply.code(201).send(ok(unit, { status: 201 }));
    },
  );

  app.get(
    '/customers/business-units/:id',
    {
      onRequest: units.read,
      schema: {
        tags: ['customers'],
        summary: "A business unit of the acting organisation within the caller's scope",
        security: bearer,
        params: idParams,
        response: { 200: unitReply, ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.unit(principalOf(request), request.params.id)),
  );

  app.get(
    '/customers/business-units/:id/summary',
    {
      onRequest: units.read,
      schema: {
        tags: ['customers'],
        summary:
          'What refers to a business unit (members limited to it, links from other modules) and whether it can go',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(businessUnitSummarySchema), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.unitSummary(principalOf(request), request.params.id)),
  );

  app.patch(
    '/customers/business-units/:id',
    {
      onRequest: units.write,
      schema: {
        tags: ['customers'],
        summary: 'Edit a business unit; its type is fixed',
        security: bearer,
        params: idParams,
        body: businessUnitPatchSchema,
        response: { 200: unitReply, ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) =>
      ok(await service.updateUnit(principalOf(request), request.params.id, request.body), {
        message: messages.accounts.settingsSaved,
      }),
  );

  app.delete(
    '/customers/business-units/:id',
    {
      onRequest: units.write,
      schema: {
        tags: ['customers'],
        summary: 'Delete a business unit that nothing links to',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...errorReplies(400, 401, 403, 404, 409, 440) },
      },
    },
    async (request) => {
      await service.deleteUnit(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
