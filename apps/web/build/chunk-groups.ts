/** A library folder under node_modules, on either path separator. */
const inModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * Mantine's core and the components every page's frame draws (sign-in, the shells, error pages, notifications).
 * Left to itself the bundler cuts these into a dozen small chunks, each its own request with its own CSS file;
 * one chunk loads them together. Components only some pages draw stay with those pages.
 */
const MANTINE_BASE = [
  'Alert',
  'Anchor',
  'Box',
  'Button',
  'Center',
  'CloseButton',
  'Code',
  'Container',
  'DataList',
  'Divider',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Notification',
  'Paper',
  'PasswordInput',
  'ActionIcon',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];
const mantineBase = new RegExp(
  `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](?:core|components[\\\\/](?:${MANTINE_BASE.join('|')}))[\\\\/]`,
);

/**
 * How the build groups code into files (Rolldown's codeSplitting groups). The libraries every page needs before it
 * can draw (React, the router, translations, queries, forms) each come as one long-cached file instead of being
 * spread over many small shared chunks; zod has its own so a page that validates nothing need not fetch it with the
 * forms. Everything else is split by the bundler per page.
 */
export const CHUNK_GROUPS = [
  { name: 'react', test: inModules('react|react-dom|scheduler'), priority: 40 },
  { name: 'router', test: inModules('react-router'), priority: 40 },
  { name: 'zod', test: inModules('zod'), priority: 40 },
  { name: 'i18n', test: inModules('i18next|react-i18next|html-parse-stringify|void-elements'), priority: 30 },
  { name: 'query', test: inModules('@tanstack[\\\\/]query-core|@tanstack[\\\\/]react-query'), priority: 30 },
  { name: 'forms', test: inModules('react-hook-form|@hookform[\\\\/]resolvers'), priority: 30 },
  { name: 'mantine-base', test: mantineBase, priority: 20 },
];
