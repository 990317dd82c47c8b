import type { AccessControlProvider } from '@refinedev/core';
import type { ResourceEndpoints } from '../../../resources/define.ts';
import { routeTable } from '../../../resources/registry.ts';
import { decideAccess, type Access, type AccessUser } from '../../domain/access.ts';
import { findScreen } from '../../../resources/registry.ts';
import { zhText } from '../locales/text.ts';

/**
 * The access a refine (resource, action) pair needs: a declared endpoint kind (`delete`,
 * `update` …) takes that endpoint's access; a declared status action takes the resource's plus
 * its own; a path (`/repair/list`) takes its route's access.
 */
export function accessFor(resource: string | undefined, action: string): Access[] {
  if (!resource) return [{}];
  if (resource.startsWith('/')) {
    const route = routeTable().find((r) => r.path === resource);
    return [route?.access ?? {}];
  }
  const ref = findScreen(resource);
  if (!ref) return [{}];
  const endpoint = ref.resource.endpoints[action as keyof ResourceEndpoints];
  if (endpoint) return [endpoint.access ?? ref.resource.access];
  const declared = ref.resource.status?.actions.find((a) => a.name === action);
  return declared?.access ? [ref.resource.access, declared.access] : [ref.resource.access];
}

/** The access rule as refine's `can`, with a Chinese reason when denied. */
export function createAccessControlProvider(getUser: () => Promise<AccessUser | null>): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      const user = await getUser().catch(() => null);
      const decisions = accessFor(resource, action).map((a) => decideAccess(user, a));
      if (decisions.every((d) => d === 'allow')) return { can: true };
      const reason = decisions.includes('login') ? zhText('app.loginRequired') : zhText('app.noReason');
      return { can: false, reason };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}
