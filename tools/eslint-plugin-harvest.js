// The project's own lint rules: the review comments we never want to write twice.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');

/** Where a file sits in the house of DESIGN.md §1, or null if outside the checked areas. */
function locate(file) {
  const f = toPosix(file);
  let m = /\/apps\/api\/src\/modules\/([^/]+)\/(.+)$/.exec(f);
  if (m) {
    const rest = m[2];
    const folders = rest.split('/');
    const name = folders.pop();
    // A module may split a layer by concept: users-routes.ts and users-service.ts play the roles of routes and
    // service, as listings/routes.ts does in a sub-domain folder; a folder named for a role (providers/, data/)
    // gives it to the files inside.
    const role =
      rest === 'index.ts'
        ? 'index'
        : (ROLE_PATTERN.exec(name)?.[1] ?? folders.find((folder) => ROLES.includes(folder)) ?? 'module-file');
    return { area: 'api-module', module: m[1], role };
  }
  if (/\/apps\/api\/src\/seed\//.test(f)) return { area: 'api-seed' };
  if (/\/apps\/api\/src\/platform\//.test(f)) return { area: 'api-platform' };
  if (/\/packages\/domain\/src\//.test(f)) return { area: 'domain' };
  m = /\/apps\/web\/src\/features\/([^/]+)\//.exec(f);
  if (m) return { area: 'web-feature', module: m[1] };
  m = /\/apps\/web\/src\/(ui|lib)\//.exec(f);
  if (m) return { area: `web-${m[1]}` };
  if (/\/apps\/web\/src\/app\//.test(f)) return { area: 'web-app' };
  if (/\/apps\/web\//.test(f)) return { area: 'web' };
  // A path naming a module's folder itself (an import of its index.ts) is located by that index.
  if (/\/apps\/api\/src\/modules\/[^/]+\.ts$/.test(f)) return null;
  if (/\/apps\/api\//.test(f)) return { area: 'api' };
  return null;
}

/**
 * The roles a module file may play, by the last part of its name (`listings/routes.ts`, `users-service.ts`,
 * `trading-views.ts`): each role has its place in DESIGN.md §1, so a file named for none escapes the rules.
 */
const ROLES = [
  'routes',
  'service',
  'queries',
  'tables',
  'jobs',
  'views',
  'ports',
  'errors',
  'notices',
  'providers',
  'data',
];
const ROLE_PATTERN = new RegExp(`^(?:[a-z0-9-]+-)?(${ROLES.join('|')})\\.ts$`);

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
      webToApi: 'The web app talks to the API over HTTP only (src/lib/api), never by importing "{{source}}".',
      featureToApp: 'Features do not import the app shell (src/app): "{{source}}"; the app imports features.',
      queriesToService: 'Queries never import their service ("{{source}}"): the service calls the queries.',
      moduleToSeed: 'Modules never import the demo world (src/seed): "{{source}}"; the seed uses the modules.',
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

      const inWeb = here.area === 'web' || here.area.startsWith('web-');
      if (inWeb && (there?.area === 'api' || there?.area === 'api-module' || there?.area === 'api-platform')) {
        context.report({ node, messageId: 'webToApi', data: { source } });
        return;
      }
      if (here.area === 'web-feature' && there?.area === 'web-app') {
        context.report({ node, messageId: 'featureToApp', data: { source } });
        return;
      }
      if (here.area === 'api-module' && there?.area === 'api-seed') {
        context.report({ node, messageId: 'moduleToSeed', data: { source } });
        return;
      }
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
      if (here.role === 'queries' && there.role === 'service') {
        context.report({ node, messageId: 'queriesToService', data: { source } });
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

/** @type {import('eslint').Rule.RuleModule} */
const moduleFileRoles = {
  meta: {
    type: 'problem',
    docs: { description: 'A module file outside index.ts carries its role in its name, so the boundaries see it' },
    schema: [],
    messages: {
      noRole: `"{{name}}" plays no role the boundaries know: name it for one ({{roles}}), e.g. "listings/routes.ts" or "listing-views.ts".`,
    },
  },
  create(context) {
    const file = context.filename;
    const here = locate(file);
    if (!here || here.area !== 'api-module' || isTest(file) || here.role !== 'module-file') return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'noRole', data: { name: path.basename(file), roles: ROLES.join(', ') } });
      },
    };
  },
};

/*
 * Import cycles, type-only imports included: the graph of relative imports between source files is read once per
 * lint run (by a regex over each file's text, which is enough for import and export declarations) and a file is
 * reported on each import whose target leads back to it.
 */
const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];
const importsOf = new Map();

function resolveFile(from, source) {
  const base = path.resolve(path.dirname(from), source.replace(/\.js$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function edgesOf(file) {
  let edges = importsOf.get(file);
  if (edges) return edges;
  edges = [];
  importsOf.set(file, edges);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return edges;
  }
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const target = resolveFile(file, match[1]);
    if (target && !isTest(target)) edges.push(target);
  }
  return edges;
}

/** The shortest path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of edgesOf(current)) {
      if (previous.has(next)) continue;
      previous.set(next, current);
      if (next === goal) {
        const chain = [goal];
        for (let at = current; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between source files (type-only imports count): a port breaks them' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Break it with a port the consumer declares (docs/architecture.md).',
    },
  },
  create(context) {
    const file = context.filename;
    if (isTest(file) || !/\.tsx?$/.test(file)) return {};
    const root = process.cwd();
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveFile(file, source);
      if (!target || isTest(target)) return;
      const chain = target === file ? [file] : pathBack(target, file);
      if (!chain) return;
      const names = [file, ...chain].map((f) => toPosix(path.relative(root, f)));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' -> ') } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default {
  meta: { name: 'eslint-plugin-harvest' },
  rules: {
    boundaries,
    'no-wall-clock': noWallClock,
    'module-file-roles': moduleFileRoles,
    'no-cycle': noCycle,
  },
};
