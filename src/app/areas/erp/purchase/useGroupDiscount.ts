import { useCustom } from '@refinedev/core';
import { erpCompanies } from '../../../../../resources/erp/companies.ts';
import { erpGroups } from '../../../../../resources/erp/groups.ts';
import { recordReadAccessOf } from '../../../../../resources/settings/upload.ts';
import { canAccess } from '../../../../domain/access.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { PURCHASE_PATHS } from './purchaseApi.ts';

/** A group's discount as the lines input shows it: the group's name and its whole percent. */
export interface GroupDiscount {
  name: string;
  rate: number;
}

/**
 * The discount of the chosen company's group (the server takes it when the order is created), read
 * through the company's and the group's own records — only when the caller may read both (else
 * undefined: the input leaves the group's line out rather than guess).
 */
export function useGroupDiscount(companyId: unknown): GroupDiscount | undefined {
  const { user } = useAccessUser();
  const readable = canAccess(user, recordReadAccessOf(erpCompanies)) && canAccess(user, recordReadAccessOf(erpGroups));
  const id = typeof companyId === 'number' || (typeof companyId === 'string' && companyId !== '') ? Number(companyId) : undefined;
  const company = useCustom<{ group_id?: number }>({
    url: PURCHASE_PATHS.company(id ?? 0),
    method: 'get',
    queryOptions: { enabled: readable && id !== undefined, staleTime: 60_000, retry: false },
    errorNotification: false,
  });
  const groupId = id !== undefined ? (company.result?.data as { group_id?: number } | undefined)?.group_id : undefined;
  const group = useCustom<{ name?: string; discount_rate?: number }>({
    url: PURCHASE_PATHS.group(groupId ?? 0),
    method: 'get',
    queryOptions: { enabled: readable && typeof groupId === 'number', staleTime: 60_000, retry: false },
    errorNotification: false,
  });
  const g = groupId !== undefined ? (group.result?.data as { name?: string; discount_rate?: number } | undefined) : undefined;
  if (!readable || !g || typeof g.discount_rate !== 'number') return undefined;
  return { name: g.name ?? '', rate: g.discount_rate };
}
