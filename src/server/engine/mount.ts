import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { ResourceDef, ResourceEndpoints } from '../../../resources/define.ts';
import { endpointTable, findResource, type EndpointEntry } from '../../../resources/registry.ts';
import type { AppEnv, Deps } from '../context.ts';
import { errorResponse } from '../errors.ts';
import { guardEndpoint } from '../middleware/access.ts';
import { actionHandler, followHandler, historyHandler } from './actions.ts';
import { statsHandler } from './stats.ts';
import { countHandler, createHandler, deleteHandler, listHandler, oneHandler, updateHandler } from './crud.ts';
import { optionsHandler } from './options.ts';
import { fieldLabelerOf } from './fieldLabels.ts';

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

export type { GroupHandler, GroupHandlers } from '../context.ts';

/** The handler of an endpoint, or undefined when the server does not implement it yet. */
export function handlerFor(deps: Deps, entry: EndpointEntry): Handler<AppEnv> | undefined {
  if (entry.resource) {
    const resource = findResource(entry.resource);
    if (resource && entry.action) return actionHandler(deps, resource, entry.action);
    const screen = entry.screen ? resource?.screens.find((s) => s.name === entry.screen) : undefined;
    if (resource && screen) return entry.kind === 'count' ? countHandler(deps, resource, screen) : entry.kind === 'list' ? listHandler(deps, resource, screen) : undefined;
    const make = RESOURCE_HANDLERS[entry.kind as keyof ResourceEndpoints] as ((d: Deps, r: ResourceDef) => Handler<AppEnv>) | undefined;
    return resource && make ? make(deps, resource) : undefined;
  }
  return deps.areas.handlers[entry.key]?.(deps);
}

/** Endpoints of `endpointTable()` without a server handler (a test keeps this empty). */
export const unimplementedEndpoints = (deps: Deps): string[] =>
  endpointTable().filter((e) => !handlerFor(deps, e)).map((e) => e.key);

const paramCount = (path: string): number => path.split('/').filter((s) => s.startsWith(':')).length;

/**
 * Mounts every endpoint of `endpointTable()` — the one list of paths — each behind its access
 * guard, with its body keys' labels for messages about a field (fieldLabels.ts). Static paths go before `:id` paths so `/…/count` never reaches `/…/:id`.
 */
export function mountEndpoints(app: Hono<AppEnv>, deps: Deps): void {
  const entries = [...endpointTable()].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  for (const entry of entries) {
    const handler: Handler<AppEnv> = handlerFor(deps, entry) ?? ((c) => errorResponse(c, 'ROUTE_NOT_FOUND', '接口尚未实现'));
    const labelOf = fieldLabelerOf(entry);
    const labels: MiddlewareHandler<AppEnv> = async (c, next) => {
      c.set('fieldLabel', labelOf);
      await next();
    };
    // every write publishes its live change itself, after its commit (engine/write.ts)
    app.on(entry.method, entry.path, labels, guardEndpoint(entry), handler);
  }
}
