import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findScreen } from '../../../../resources/registry.ts';
import { recordPathsOf } from '../../schema/showPath.ts';
import { mutationScreenOf } from '../useRefreshAfterMutations.ts';
import type { Tab } from './tabModel.ts';

/** The ids a successful refine delete removed (`useDelete`: `id`, `useDeleteMany`: `ids`). */
export function deletedIdsOf(variables: unknown): string[] {
  if (!variables || typeof variables !== 'object') return [];
  const v = variables as { id?: unknown; ids?: unknown };
  const ids = Array.isArray(v.ids) ? v.ids : v.id !== undefined ? [v.id] : [];
  return ids.filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
}

/** The tab keys of a deleted record's pages: its detail page on every screen of its resource, and its edit page. */
export function deletedRecordKeys(screen: string, ids: readonly string[]): Set<string> {
  const ref = findScreen(screen);
  return new Set(ref ? ids.flatMap((id) => recordPathsOf(ref.resource.screens, id)) : []);
}

/**
 * A record deleted anywhere (its detail page, a list row, a bulk action) closes its detail and
 * edit tabs: they would show a record that is gone. Any successful refine delete counts.
 */
export function useCloseDeletedRecords(closeWhere: (pick: (tab: Tab) => boolean) => void): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const key = event.mutation.options.mutationKey ?? [];
        if (!key.includes('delete') && !key.includes('deleteMany')) return;
        const screen = mutationScreenOf(event.mutation.state.variables);
        if (!screen) return;
        const keys = deletedRecordKeys(screen, deletedIdsOf(event.mutation.state.variables));
        if (keys.size) closeWhere((tab) => keys.has(tab.key));
      }),
    [client, closeWhere],
  );
}
