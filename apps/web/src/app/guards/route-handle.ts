import { MODULES, PERMISSIONS, type AccessLevel, type ModuleId, type Permission } from '@harvest/domain';
import type { HelpTopic } from '../../features/content/help/help-topics';

/**
 * What a route asks of the user, set as React Router `handle` (or in the built-in map):
 * all of it must hold. `guards` names checks from the guard registry; an unknown name is
 * a mistake in the route table and shows the 500 page.
 */
export interface RouteHandle {
  /** Reachable without signing in. */
  public?: true;
  permission?: Permission;
  level?: AccessLevel;
  module?: ModuleId;
  guards?: readonly string[];
  /**
   * The page's validity check (spec §2): a pattern each named path parameter must match. A
   * page whose check fails shows 'This page could not be found' with 404 before it loads.
   */
  params?: Readonly<Record<string, RegExp>>;
  /** What the help dialog says about the page (spec §2, help); not a requirement, the guards ignore it. */
  help?: HelpTopic;
}

/** True when every parameter the handle constrains matches its pattern. */
export function paramsAreValid(handle: RouteHandle, params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(handle.params ?? {}).every(([name, pattern]) => pattern.test(params[name] ?? ''));
}

const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
const isModule = (value: unknown): value is ModuleId =>
  typeof value === 'string' && (MODULES as readonly string[]).includes(value);

/** React Router types `handle` loosely; this reads only what a RouteHandle may hold. */
export function readHandle(value: unknown): RouteHandle {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const handle: RouteHandle = {};
  if (record.public === true) handle.public = true;
  if (isPermission(record.permission)) handle.permission = record.permission;
  if (record.level === 'read' || record.level === 'write') handle.level = record.level;
  if (isModule(record.module)) handle.module = record.module;
  if (typeof record.params === 'object' && record.params !== null) {
    const patterns = Object.entries(record.params).filter(
      (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
    );
    handle.params = Object.fromEntries(patterns);
  }
  if (Array.isArray(record.guards)) {
    handle.guards = record.guards.filter((name): name is string => typeof name === 'string');
  }
  return handle;
}
