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

/** Replaces `:id` in a declared path with the encoded record id. */
export function fillPath(path: string, id?: BaseKey): string {
  if (!path.includes(':id')) return path;
  if (id === undefined || id === '') throw new Error(`missing id for ${path}`);
  return path.replace(':id', encodeURIComponent(String(id)));
}

/** The declared endpoint of a screen's resource, with its path filled. */
export function endpointOf(name: string, kind: EndpointKind, id?: BaseKey): EndpointDef & { url: string } {
  const { resource } = screenOf(name);
  const endpoint = resource.endpoints[kind];
  if (!endpoint) throw new Error(`${resource.name} declares no ${kind} endpoint`);
  return { ...endpoint, url: fillPath(endpoint.path, id) };
}
