import { useCustom, useCustomMutation } from '@refinedev/core';
import { useCallback } from 'react';
import type { ListPayload } from '../../../domain/envelope.ts';
import type { AccountRights } from '../../../domain/wire.ts';

/** Every account with its rights, and the call that saves one account's group and actions. */
export function useRights() {
  const { query, result } = useCustom<ListPayload<AccountRights>>({ url: '/account/permission', method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation<AccountRights>();
  const list = (result.data as Partial<ListPayload<AccountRights>> | undefined)?.list ?? [];
  const save = useCallback(
    async (account: AccountRights, group: number, actions: string[], success: string) => {
      await mutateAsync({
        url: `/account/admin/${account.id}/permission`,
        method: 'put',
        values: { group, actions, version: account.version },
        successNotification: { type: 'success', message: success },
      });
      await query.refetch();
    },
    [mutateAsync, query],
  );
  return { accounts: list, loading: query.isLoading, saving: mutation.isPending, save, reload: query.refetch };
}
