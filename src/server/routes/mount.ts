import type { Handler, Hono } from 'hono';
import type { ResourceDef, ResourceEndpoints } from '../../../resources/define.ts';
import { endpointTable, findResource, type EndpointEntry } from '../../../resources/registry.ts';
import type { AppEnv, Deps } from '../context.ts';
import { errorResponse } from '../errors.ts';
import { guardEndpoint } from '../middleware/access.ts';
import { actionHandler, followHandler, historyHandler } from '../resources/actions.ts';
import { statsHandler } from '../resources/stats.ts';
import { countHandler, createHandler, deleteHandler, listHandler, oneHandler, updateHandler } from '../resources/crud.ts';
import { checkHandler, groupsHandler, passwordHandler, permissionsHandler, profileHandler } from './account.ts';
import { loginHandler, logoutHandler } from './login.ts';
import { NEEDS_HANDLERS } from '../needs/handlers.ts';
import { optionsHandler } from '../resources/options.ts';
import { rightsListHandler, rightsOneHandler, rightsUpdateHandler } from '../people/rights.ts';
import { SETTINGS_HANDLERS } from '../settings/handlers.ts';

/** The generic handler of each resource endpoint kind (exhaustive over ResourceEndpoints). */
export const RESOURCE_HANDLERS: Record<keyof ResourceEndpoints, (deps: Deps, resource: ResourceDef) => Handler<AppEnv>> = {
  list: listHandler,
  one: oneHandler,
  create: createHandler,
  update: updateHandler,
  delete: deleteHandler,
  count: countHandler,
  history: historyHandler,
  follow: followHandler,
  action: actionHandler,
  stats: statsHandler,
  options: optionsHandler,
};

/** Hand-written handlers of endpoints that belong to no resource, by endpoint key. */
export const GROUP_HANDLERS: Record<string, (deps: Deps) => Handler<AppEnv>> = {
  'account.login': loginHandler,
  'account.check': checkHandler,
  'account.logout': logoutHandler,
  'account.permissions': permissionsHandler,
  'account.profile': profileHandler,
  'account.password': passwordHandler,
  'account.groups': groupsHandler,
  'rights.list': rightsListHandler,
  'rights.one': rightsOneHandler,
  'rights.update': rightsUpdateHandler,
  ...SETTINGS_HANDLERS,
  ...NEEDS_HANDLERS,
};

/** The handler of an endpoint, or undefined when the server does not implement it yet. */
export function handlerFor(deps: Deps, entry: EndpointEntry): Handler<AppEnv> | undefined {
  if (entry.resource) {
    const resource = findResource(entry.resource);
    if (resource && entry.action) return actionHandler(deps, resource, entry.action);
    const make = RESOURCE_HANDLERS[entry.kind as keyof ResourceEndpoints] as ((d: Deps, r: ResourceDef) => Handler<AppEnv>) | undefined;
    return resource && make ? make(deps, resource) : undefined;
  }
  return GROUP_HANDLERS[entry.key]?.(deps);
}

/** Endpoints of `endpointTable()` without a server handler (a test keeps this empty). */
export const unimplementedEndpoints = (deps: Deps): string[] =>
  endpointTable().filter((e) => !handlerFor(deps, e)).map((e) => e.key);

const paramCount = (path: string): number => path.split('/').filter((s) => s.startsWith(':')).length;

/**
 * Mounts every endpoint of `endpointTable()` — the one list of paths — each behind its access
 * guard. Static paths go before `:id` paths so `/…/count` never reaches `/…/:id`.
 */
export function mountEndpoints(app: Hono<AppEnv>, deps: Deps): void {
  const entries = [...endpointTable()].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  for (const entry of entries) {
    const handler: Handler<AppEnv> = handlerFor(deps, entry) ?? ((c) => errorResponse(c, 'ROUTE_NOT_FOUND', '接口尚未实现'));
    app.on(entry.method, entry.path, guardEndpoint(entry), handler);
  }
}
