import { testClockChangeSchema, testClockStateSchema } from '@harvest/domain';
import { requireSysAdmin } from '../../platform/auth/guard';
import { routesOf } from '../../platform/http/route-kit';
import type { AdminService } from './service';

export const testClockRoutes = routesOf<{ service: AdminService }>('admin', (routes, { service }) => {
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
});
