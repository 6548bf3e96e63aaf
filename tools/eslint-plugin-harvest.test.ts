import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './eslint-plugin-harvest.js';

// RuleTester looks for the test framework's hooks on itself.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const api = '/repo/apps/api/src';
const web = '/repo/apps/web/src';

tester.run('boundaries', plugin.rules.boundaries, {
  valid: [
    { filename: `${api}/modules/auth/routes.ts`, code: "import { x } from './service';" },
    { filename: `${api}/modules/auth/service.ts`, code: "import { x } from './queries';" },
    { filename: `${api}/modules/auth/service.ts`, code: "import { x } from '../accounts';" },
    { filename: `${api}/modules/auth/index.ts`, code: "import { authRoutes } from './routes';" },
    { filename: `${api}/modules/auth/queries.ts`, code: "import { sessions } from './tables';" },
    { filename: `${api}/modules/auth/tables.ts`, code: "import { users } from '../accounts/tables';" },
    { filename: `${api}/modules/auth/routes.ts`, code: "import { ok } from '../../platform/http/envelope';" },
    { filename: `${api}/app.ts`, code: "import { createAuthModule } from './modules/auth';" },
    { filename: `${api}/modules/accounts/users-routes.ts`, code: "import { s } from './users-service';" },
    { filename: `${api}/modules/trading/bids-service.ts`, code: "import { S } from '../files';" },
    { filename: `${api}/modules/trading/bids/service.ts`, code: "import { S } from '../../files';" },
    { filename: `${api}/modules/trading/index.ts`, code: "import { bidsRoutes } from './bids/routes';" },
    { filename: `${api}/modules/trading/bids/tables.ts`, code: "import { users } from '../../accounts/tables';" },
    { filename: `${api}/modules/inventory/index.ts`, code: "import { stockRoutes } from './stock/routes';" },
    { filename: `${api}/modules/inventory/stock/routes.ts`, code: "import { S } from './service';" },
    { filename: `${api}/modules/inventory/stock/tables.ts`, code: "import { units } from '../../accounts/tables';" },
    { filename: `${api}/modules/inventory/stock/service.ts`, code: "import { S } from '../../files';" },
    { filename: '/repo/packages/domain/src/a.ts', code: "import { z } from 'zod'; import { b } from './b';" },
    { filename: `${web}/features/trading/pages/p.tsx`, code: "import { Button } from '../../../ui/button';" },
    { filename: `${web}/features/trading/pages/p.test.tsx`, code: "import { x } from '../../inventory/x';" },
  ],
  invalid: [
    {
      filename: `${api}/modules/trading/bids/routes.ts`,
      code: "import { q } from './queries';",
      errors: [{ messageId: 'routesReach' }],
    },
    {
      filename: `${api}/modules/trading/bids/service.ts`,
      code: "import { q } from '../../files/queries';",
      errors: [{ messageId: 'foreignModule' }],
    },
    {
      filename: `${api}/modules/trading/bids/service.ts`,
      code: "import { r } from '../listings/routes';",
      errors: [{ messageId: 'routesImported' }],
    },
    {
      filename: `${api}/modules/inventory/stock/routes.ts`,
      code: "import { q } from './queries';",
      errors: [{ messageId: 'routesReach' }],
    },
    {
      filename: `${api}/modules/inventory/stock/service.ts`,
      code: "import { units } from '../../accounts/tables';",
      errors: [{ messageId: 'tablesOnly' }],
    },
    {
      filename: `${api}/modules/inventory/stock/service.ts`,
      code: "import { r } from '../movements/routes';",
      errors: [{ messageId: 'routesImported' }],
    },
    {
      filename: `${api}/modules/accounts/users-routes.ts`,
      code: "import { q } from './users-queries';",
      errors: [{ messageId: 'routesReach' }],
    },
    {
      filename: `${api}/modules/auth/service.ts`,
      code: "import { q } from '../accounts/users-queries';",
      errors: [{ messageId: 'foreignModule' }],
    },
    {
      filename: `${api}/modules/auth/routes.ts`,
      code: "import { q } from './queries';",
      errors: [{ messageId: 'routesReach' }],
    },
    {
      filename: `${api}/modules/auth/routes.ts`,
      code: "import { t } from './tables';",
      errors: [{ messageId: 'routesReach' }],
    },
    {
      filename: `${api}/modules/auth/routes.ts`,
      code: "import { s } from '../accounts';",
      errors: [{ messageId: 'foreignModule' }],
    },
    {
      filename: `${api}/modules/auth/service.ts`,
      code: "import { s } from '../accounts/service';",
      errors: [{ messageId: 'foreignModule' }],
    },
    {
      filename: `${api}/modules/auth/index.ts`,
      code: "import { r } from '../accounts/routes';",
      errors: [{ messageId: 'routesImported' }],
    },
    {
      filename: `${api}/modules/auth/service.ts`,
      code: "import { q } from '../accounts/queries';",
      errors: [{ messageId: 'foreignModule' }],
    },
    {
      filename: `${api}/modules/auth/service.ts`,
      code: "import { users } from '../accounts/tables';",
      errors: [{ messageId: 'tablesOnly' }],
    },
    {
      filename: `${api}/modules/auth/queries.ts`,
      code: "import { s } from '../accounts';",
      errors: [{ messageId: 'queriesReach' }],
    },
    {
      filename: `${api}/modules/auth/service.ts`,
      code: "import { r } from '../accounts/routes';",
      errors: [{ messageId: 'routesImported' }],
    },
    {
      filename: `${api}/platform/http/x.ts`,
      code: "import { s } from '../../modules/auth/service';",
      errors: [{ messageId: 'platformToModule' }],
    },
    {
      filename: '/repo/packages/domain/src/a.ts',
      code: "import { readFileSync } from 'node:fs';",
      errors: [{ messageId: 'domainImport' }],
    },
    {
      filename: `${web}/features/trading/pages/p.tsx`,
      code: "import { x } from '../../inventory/api/x';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: `${web}/ui/button.tsx`,
      code: "import { x } from '../features/trading/x';",
      errors: [{ messageId: 'webShared' }],
    },
    {
      filename: `${web}/lib/api/client.ts`,
      code: "import { x } from '../../../../api/src/modules/trading/index';",
      errors: [{ messageId: 'webToApi' }],
    },
    {
      filename: `${web}/features/trading/pages/p.tsx`,
      code: "import { routes } from '../../../app/routes';",
      errors: [{ messageId: 'featureToApp' }],
    },
    {
      filename: `${api}/modules/trading/listings/queries.ts`,
      code: "import { s } from './service';",
      errors: [{ messageId: 'queriesToService' }],
    },
    {
      filename: `${api}/modules/trading/listings/service.ts`,
      code: "import { seed } from '../../../seed/demo-trading';",
      errors: [{ messageId: 'moduleToSeed' }],
    },
  ],
});

tester.run('module-file-roles', plugin.rules['module-file-roles'], {
  valid: [
    { filename: `${api}/modules/trading/index.ts`, code: 'export {};' },
    { filename: `${api}/modules/trading/listings/routes.ts`, code: 'export {};' },
    { filename: `${api}/modules/trading/listing-views.ts`, code: 'export {};' },
    { filename: `${api}/modules/geo/providers/opencage.ts`, code: 'export {};' },
    { filename: `${api}/modules/trading/helpers.test.ts`, code: 'export {};' },
  ],
  invalid: [
    { filename: `${api}/modules/trading/helpers.ts`, code: 'export {};', errors: [{ messageId: 'noRole' }] },
    { filename: `${api}/modules/trading/listings/index.ts`, code: 'export {};', errors: [{ messageId: 'noRole' }] },
  ],
});

// The import graph is read from the files themselves: these are planted in tools/fixtures/cycle.
const fixtures = fileURLToPath(new URL('./fixtures/cycle/', import.meta.url));
tester.run('no-cycle', plugin.rules['no-cycle'], {
  valid: [{ filename: `${fixtures}third.ts`, code: "import { first } from './first';" }],
  invalid: [
    {
      filename: `${fixtures}first.ts`,
      code: "import { second } from './second';",
      errors: [{ messageId: 'cycle' }],
    },
    {
      // The fixture's own import is type-only; the graph counts it all the same.
      filename: `${fixtures}second.ts`,
      code: "import { first } from './first';",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

tester.run('no-wall-clock', plugin.rules['no-wall-clock'], {
  valid: [
    { filename: '/repo/packages/domain/src/deadline.ts', code: 'const d = new Date(iso); const n = clock.now();' },
    { filename: '/repo/packages/domain/src/deadline.test.ts', code: 'const d = new Date();' },
  ],
  invalid: [
    {
      filename: '/repo/packages/domain/src/deadline.ts',
      code: 'const n = Date.now();',
      errors: [{ messageId: 'wallClock' }],
    },
    {
      filename: '/repo/apps/api/src/modules/trading/service.ts',
      code: 'const d = new Date();',
      errors: [{ messageId: 'wallClock' }],
    },
  ],
});
