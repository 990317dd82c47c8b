import type { BaseKey } from '@refinedev/core';
import type { ActionDef, ResourceDef } from '../../../../resources/define.ts';
import { fillPath } from '../../providers/mappers/endpointPath.ts';

/** What `useCustomMutation` is given to apply one action to one record. */
export interface ActionRequest {
  url: string;
  method: 'put';
  values: Record<string, unknown>;
  meta: Record<string, unknown>;
}

/**
 * The call of one declared action on one record: the resource's `action` endpoint with
 * `{action, version, …fields}`; a resource without one calls the action's own `path`
 * (`PUT /workflow/bucket/:id/assign` with `{version, …fields}`).
 */
export function actionRequest(screen: string, resource: ResourceDef, action: ActionDef, id: BaseKey, version: unknown, values: Record<string, unknown>): ActionRequest {
  if (!resource.endpoints.action && action.path) {
    return { url: fillPath(action.path, id), method: 'put', values: { ...values, version }, meta: { resource: screen } };
  }
  return { url: '', method: 'put', values: { ...values, action: action.name, version }, meta: { resource: screen, endpoint: 'action', id } };
}
