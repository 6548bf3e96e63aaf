import { envelopeSchema, testClockChangeSchema, testClockStateSchema } from '@harvest/domain';
import { requireSysAdmin } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { routeDocs } from '../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import type { AdminService } from './service';

const doc = routeDocs('admin');

export const testClockRoutes: RoutesPlugin<{ service: AdminService }> = async (app, { service }) => {
  app.get(
    '/admin/test-clock',
    {
      onRequest: requireSysAdmin,
      schema: doc.open('The test clock: current time and offset from real time', {
        200: envelopeSchema(testClockStateSchema),
        ...errorReplies(401, 403),
      }),
    },
    async () => ok(service.testClock()),
  );

  app.post(
    '/admin/test-clock',
    {
      onRequest: requireSysAdmin,
      schema: doc.open(
        'Move the test clock forward by advanceMs, or to a later time with set',
        { 200: envelopeSchema(testClockStateSchema), ...errorReplies(400, 401, 403, 409) },
        { body: testClockChangeSchema },
      ),
    },
    async (request) => ok(await service.moveTestClock(request.body)),
  );
};
