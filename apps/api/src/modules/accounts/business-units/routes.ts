import {
  businessUnitCreateSchema,
  businessUnitPatchSchema,
  businessUnitSchema,
  businessUnitSummarySchema,
  envelopeSchema,
  messages,
  organisationRefSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAnyPermission } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { BusinessUnitsService } from './service';

const doc = routeDocs('customers');

const organisationParams = z.object({ organisationId: z.uuid() });
const unitReply = envelopeSchema(businessUnitSchema);

/** A system administrator (administrator) reaches any organisation's units; others their own, with the permission. */
const units = {
  read: requireAnyPermission(['administrator', 'read'], ['account.business-units', 'read']),
  write: requireAnyPermission(['administrator', 'write'], ['account.business-units', 'write']),
};

/** Business units: an organisation's farms, stores and regions (accounts-api.md). */
export const businessUnitsRoutes: RoutesPlugin<{ service: BusinessUnitsService }> = async (app, { service }) => {
  app.get(
    '/customers/business/:organisationId',
    {
      onRequest: units.read,
      schema: doc.read(
        "The organisation and those of its business units the caller's scope includes",
        z.object({ organisation: organisationRefSchema, businessUnits: z.array(businessUnitSchema) }),
        { params: organisationParams },
      ),
    },
    async (request) => ok(await service.business(principalOf(request), request.params.organisationId)),
  );

  app.post(
    '/customers/business-units',
    {
      onRequest: units.write,
      ...idempotent,
      schema: doc.signedIn(
        'Add a farm, store or region to the acting organisation',
        { 201: unitReply, ...errorReplies(400, 401, 403, 440) },
        { body: businessUnitCreateSchema },
      ),
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
      schema: doc.read("A business unit of the acting organisation within the caller's scope", businessUnitSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.unit(principalOf(request), request.params.id)),
  );

  app.get(
    '/customers/business-units/:id/summary',
    {
      onRequest: units.read,
      schema: doc.read(
        'What refers to a business unit (members limited to it, links from other modules) and whether it can go',
        businessUnitSummarySchema,
        { params: idParams },
      ),
    },
    async (request) => ok(await service.unitSummary(principalOf(request), request.params.id)),
  );

  app.patch(
    '/customers/business-units/:id',
    {
      onRequest: units.write,
      schema: doc.signedIn(
        'Edit a business unit; its type is fixed',
        { 200: unitReply, ...errorReplies(400, 401, 403, 404, 440) },
        { params: idParams, body: businessUnitPatchSchema },
      ),
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
      schema: doc.signedIn(
        'Delete a business unit that nothing links to',
        { 200: envelopeSchema(z.null()), ...errorReplies(400, 401, 403, 404, 409, 440) },
        { params: idParams },
      ),
    },
    async (request) => {
      await service.deleteUnit(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
