import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { findScreen, routeTable } from '../../../../resources/registry.ts';
import type { RecordNumbering } from '../../../../resources/recordNumbers.ts';
import { customOf } from '../../shell/shellQueries.ts';
import { canOpen } from '../../shell/menuItems.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';
import { showPathOf } from '../../schema/showPath.ts';
import { createRefBatch, REFS_PATH, type RecordRef, type RefsFetcher } from './recordRefBatch.ts';

/** One batch for the whole app: every number on screen within a tick goes in one call. */
let batch: ((no: string) => Promise<RecordRef | null>) | null = null;
let currentFetcher: RefsFetcher | null = null;

/** The detail page of a numbering's screen, when the caller may open it (the one access rule). */
export function detailPathFor(numbering: RecordNumbering, user: Parameters<typeof canOpen>[1]): string | null {
  const screen = findScreen(numbering.screen)?.screen;
  return screen?.show && canOpen(routeTable(), user, screen.show.path) ? screen.show.path : null;
}

/**
 * The detail page of the record a number names, or null: while it is looked up, when there is
 * no such record, and when the caller may not open it (then no call is made at all).
 */
export function useRecordPath(no: string, numbering: RecordNumbering): string | null {
  const { user } = useAccessUser();
  const getProvider = useDataProvider();
  const fetcher = useRef<RefsFetcher>(async (numbers) => {
    const { data } = await customOf(getProvider())<RecordRef[]>({ url: REFS_PATH, method: 'get', query: { no: numbers.join(',') } });
    return data;
  });
  currentFetcher = fetcher.current;
  const openable = detailPathFor(numbering, user) !== null;
  const { data } = useQuery({
    queryKey: ['recordRef', no, user?.group ?? 0, [...(user?.permissions ?? [])].sort().join(',')],
    queryFn: () => (batch ??= createRefBatch(() => currentFetcher ?? fetcher.current))(no),
    enabled: openable,
    staleTime: 60_000,
  });
  const screen = findScreen(numbering.screen)?.screen;
  return openable && data && screen ? showPathOf(screen, data.id) : null;
}
