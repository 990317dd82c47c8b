import { useGetIdentity } from '@refinedev/core';
import { useMemo } from 'react';
import type { Caller } from '../../../../resources/catalogs/actionAvailability.ts';
import type { Identity } from '../../providers/session.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';

/** The logged-in caller as the action rule sees it: group, permissions and account id; null until known. */
export function useCaller(): Caller | null {
  const { user } = useAccessUser();
  const { data: identity } = useGetIdentity<Identity | null>();
  const id = identity?.id;
  return useMemo(() => (user ? { ...user, id } : null), [user, id]);
}
