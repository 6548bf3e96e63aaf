// The project's own lint rules: the review comments we never want to write twice.
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');

/** Where a file sits in the house of DESIGN.md §1, or null if outside the checked areas. */
function locate(file) {
  const f = toPosix(file);
  let m = /\/apps\/api\/src\/modules\/([^/]+)\/(.+)$/.exec(f);
  if (m) {
    const rest = m[2];
    // A module may split a layer by concept: users-routes.ts and users-service.ts play the roles of routes and
    // service, and so do the files of a sub-domain's folder (inventory/stock/routes.ts).
    const role =
      rest === 'index.ts'
        ? 'index'
        : (/^(?:[a-z0-9-]+-)?(routes|service|queries|tables|jobs)\.ts$/.exec(rest.split('/').pop())?.[1] ??
          'module-file');
    return { area: 'api-module', module: m[1], role };
  }
  if (/\/apps\/api\/src\/platform\//.test(f)) return { area: 'api-platform' };
  if (/\/packages\/domain\/src\//.test(f)) return { area: 'domain' };
  m = /\/apps\/web\/src\/features\/([^/]+)\//.exec(f);
  if (m) return { area: 'web-feature', module: m[1] };
  m = /\/apps\/web\/src\/(ui|lib)\//.exec(f);
  if (m) return { area: `web-${m[1]}` };
  return null;
}

function resolveImport(file, source) {
  if (!source.startsWith('.')) return null;
  return toPosix(path.resolve(path.dirname(file), source));
}

/** Pure libraries the domain may use: schemas, and the bank-holiday tables behind the trading deadlines. */
const DOMAIN_PACKAGES = new Set(['zod', 'date-holidays']);

const isTest = (file) => /\.test\.tsx?$/.test(file) || /\/test\//.test(toPosix(file));

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep the dependency rules of DESIGN.md: routes -> service -> queries, modules meet through services',
    },
    schema: [],
    messages: {
      routesReach: 'Routes call their own service only; "{{source}}" is {{what}}.',
      foreignModule: 'Modules meet only through their index.ts: import "{{module}}" instead of "{{source}}".',
      queriesReach: 'Queries use their own tables only; "{{source}}" belongs elsewhere.',
      tablesOnly: "Only tables.ts may import another module's tables (for foreign keys).",
      platformToModule: 'The platform must not depend on a business module ("{{source}}").',
      routesImported: 'Only the module\'s index.ts mounts its routes; "{{source}}" is a routes file.',
      domainImport: 'packages/domain is pure: it imports only zod, date-holidays and itself, not "{{source}}".',
      webFeature: 'Web features do not import each other: "{{source}}" belongs to feature "{{module}}".',
      webShared: 'Shared web code ({{area}}) must not import features or the app: "{{source}}".',
    },
  },
  create(context) {
    const file = context.filename;
    const here = locate(file);
    if (!here || isTest(file)) return {};

    function check(node, source) {
      if (here.area === 'domain') {
        if (!DOMAIN_PACKAGES.has(source) && !source.startsWith('.')) {
          context.report({ node, messageId: 'domainImport', data: { source } });
        }
        return;
      }
      const target = resolveImport(file, source);
      if (!target) return;
      const there = locate(`${target}.ts`) ?? locate(`${target}/index.ts`);

      if (here.area === 'web-feature' && there?.area === 'web-feature' && there.module !== here.module) {
        context.report({ node, messageId: 'webFeature', data: { source, module: there.module } });
        return;
      }
      if (
        (here.area === 'web-ui' || here.area === 'web-lib') &&
        /\/apps\/web\/src\/(features|app)\//.test(target + '/')
      ) {
        context.report({ node, messageId: 'webShared', data: { source, area: here.area.slice(4) } });
        return;
      }
      if (here.area === 'api-platform' && there?.area === 'api-module') {
        context.report({ node, messageId: 'platformToModule', data: { source } });
        return;
      }
      if (here.area !== 'api-module' || there?.area !== 'api-module') return;

      const sameModule = there.module === here.module;
      if (there.role === 'routes' && !(sameModule && here.role === 'index')) {
        context.report({ node, messageId: 'routesImported', data: { source } });
        return;
      }
      if (!sameModule) {
        if (there.role === 'tables' && here.role === 'tables') return;
        if (there.role === 'tables') {
          context.report({ node, messageId: 'tablesOnly' });
          return;
        }
        if (there.role !== 'index' || here.role === 'routes' || here.role === 'queries') {
          const messageId = here.role === 'queries' ? 'queriesReach' : 'foreignModule';
          context.report({ node, messageId, data: { source, module: `../${there.module}` } });
        }
        return;
      }
      if (here.role === 'routes' && (there.role === 'queries' || there.role === 'tables')) {
        context.report({ node, messageId: 'routesReach', data: { source, what: `the ${there.role} layer` } });
      }
    }

    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noWallClock = {
  meta: {
    type: 'problem',
    docs: { description: 'Rules read time from the injected clock (DESIGN §3), never the wall clock' },
    schema: [],
    messages: {
      wallClock: 'Read time from the clock (clock.now()), not {{what}}: the test clock must be able to move it.',
    },
  },
  create(context) {
    if (isTest(context.filename)) return {};
    return {
      'CallExpression[callee.object.name="Date"][callee.property.name="now"]'(node) {
        context.report({ node, messageId: 'wallClock', data: { what: 'Date.now()' } });
      },
      'NewExpression[callee.name="Date"]'(node) {
        if (node.arguments.length === 0) context.report({ node, messageId: 'wallClock', data: { what: 'new Date()' } });
      },
    };
  },
};

export default {
  meta: { name: 'eslint-plugin-harvest' },
  rules: { boundaries, 'no-wall-clock': noWallClock },
};
