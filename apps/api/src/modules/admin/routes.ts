import { envelopeSchema, testClockChangeSchema, testClockStateSchema } from '@harvest/domain';
import { requireSysAdmin } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import type { AdminService } from './service';

export const testClockRoutes: RoutesPlugin<{ service: AdminService }> = async (app, { service }) => {
  app.get(
    '/admin/test-clock',
    {
      onRequest: requireSysAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The test clock: current time and offset from real time',
        response: { 200: envelopeSchema(testClockStateSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(service.testClock()),
  );

  app.post(
    '/admin/test-clock',
    {
      onRequest: requireSysAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Move the test clock forward by advanceMs, or to a later time with set',
        body: testClockChangeSchema,
        response: { 200: envelopeSchema(testClockStateSchema), ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request) => ok(await service.moveTestClock(request.body)),
  );
};
