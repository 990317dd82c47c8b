import { useCustom, useCustomMutation } from '@refinedev/core';
import { useCallback, useState } from 'react';
import type { ListPayload } from '../../../domain/envelope.ts';
import type { AccountRights } from '../../../domain/wire.ts';
import { LIST_PAGE_SIZE } from '../../schema/list/listDefaults.ts';

/** What the accounts table asks the server for: a page of accounts, searched by `q` (用户名 / 姓名 / 手机号). */
export interface RightsQuery {
  page: number;
  pageSize: number;
  q: string;
}

/**
 * One page of the accounts with their rights, paged and searched on the server, and the call that
 * saves one account's group and actions (it answers the saved account, which the page shows at once).
 */
export function useRights() {
  const [paging, setPaging] = useState<RightsQuery>({ page: 1, pageSize: LIST_PAGE_SIZE, q: '' });
  const { query, result } = useCustom<ListPayload<AccountRights>>({
    url: '/account/permission',
    method: 'get',
    config: { query: { page: paging.page, pageSize: paging.pageSize, ...(paging.q ? { q: paging.q } : {}) } },
  });
  const { mutateAsync, mutation } = useCustomMutation<AccountRights>();
  const data = result.data as Partial<ListPayload<AccountRights>> | undefined;
  const save = useCallback(
    async (account: AccountRights, group: number, actions: string[], success: string): Promise<AccountRights> => {
      const saved = await mutateAsync({
        url: `/account/admin/${account.id}/permission`,
        method: 'put',
        values: { group, actions, version: account.version },
        successNotification: { type: 'success', message: success },
      });
      await query.refetch();
      return saved.data;
    },
    [mutateAsync, query],
  );
  return {
    accounts: data?.list ?? [],
    total: data?.total ?? 0,
    paging,
    setPaging,
    loading: query.isFetching,
    error: query.isError ? query.error?.message : undefined,
    saving: mutation.isPending,
    save,
  };
}
