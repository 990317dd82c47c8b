import type { BaseKey } from '@refinedev/core';
import type { EndpointDef, ResourceEndpoints } from '../../../../resources/define.ts';
import { findScreen, type ScreenRef } from '../../../../resources/registry.ts';

/** A named endpoint of a resource (list, one, create, action, …). */
export type EndpointKind = keyof ResourceEndpoints;

/** The screen behind a refine resource name; unknown names are a programming error. */
export function screenOf(name: string): ScreenRef {
  const ref = findScreen(name);
  if (!ref) throw new Error(`unknown resource screen: ${name}`);
  return ref;
}

/**
 * Replaces `:id` in a declared path with the encoded record id, and any other `:name` with the
 * screen's fixed value of that name (`/manage-request/:id/:type/status` on the backup screen → type 1).
 */
export function fillPath(path: string, id?: BaseKey, fixed: Record<string, string | number> = {}): string {
  const withFixed = path.replace(/:(\w+)/g, (m, name: string) => (name !== 'id' && name in fixed ? encodeURIComponent(String(fixed[name])) : m));
  if (!withFixed.includes(':id')) return withFixed;
  if (id === undefined || id === '') throw new Error(`missing id for ${path}`);
  return withFixed.replace(':id', encodeURIComponent(String(id)));
}

/** The declared endpoint of a screen's resource, with its path filled. */
export function endpointOf(name: string, kind: EndpointKind, id?: BaseKey): EndpointDef & { url: string } {
  const { resource, screen } = screenOf(name);
  // A screen's own list or count endpoint (a queue of the caller's own records) comes first.
  const endpoint = (kind === 'list' || kind === 'count' ? screen.endpoints?.[kind] : undefined) ?? resource.endpoints[kind];
  if (!endpoint) throw new Error(`${resource.name} declares no ${kind} endpoint`);
  return { ...endpoint, url: fillPath(endpoint.path, id, screen.fixed) };
}
