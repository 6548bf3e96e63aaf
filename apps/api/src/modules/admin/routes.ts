import { testClockChangeSchema, testClockStateSchema } from '@harvest/domain';
import { requireSysAdmin } from '../../platform/auth/guard';
import { routeKit } from '../../platform/http/route-kit';
import type { RoutesPlugin } from '../../platform/http/route-types';
import type { AdminService } from './service';

export const testClockRoutes: RoutesPlugin<{ service: AdminService }> = async (app, { service }) => {
  const routes = routeKit(app, 'admin');

  // The document has named no token for the test clock so far; it is kept as it was (it needs one).
  routes.get('/admin/test-clock', {
    open: true,
    guard: requireSysAdmin,
    summary: 'The test clock: current time and offset from real time',
    data: testClockStateSchema,
    errors: [401, 403],
    handle: () => service.testClock(),
  });

  routes.post('/admin/test-clock', {
    open: true,
    guard: requireSysAdmin,
    summary: 'Move the test clock forward by advanceMs, or to a later time with set',
    data: testClockStateSchema,
    errors: [400, 401, 403, 409],
    body: testClockChangeSchema,
    handle: ({ body }) => service.moveTestClock(body),
  });
};
