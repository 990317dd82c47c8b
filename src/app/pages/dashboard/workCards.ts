import { defaultSortOf } from '../../../../resources/registry.ts';
import { stringifyTableParams } from '@refinedev/core';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import type { AccessUser } from '../../../domain/access.ts';
import { LIST_PAGE_SIZE, sortOf } from '../../schema/list/listDefaults.ts';
import { badgeSourcesFor } from '../../shell/shellQueries.ts';

/** One dashboard figure: the records of one screen in one open state, and the list filtered to exactly them. */
export interface WorkCard {
  key: string;
  resource: ResourceDef;
  screen: ScreenDef;
  /** The status value counted (a state of `status.open`). */
  state: string;
  /** `<list title> · <state label>`: what the figure counts. */
  title: string;
  /** The list with exactly this filter in its URL. */
  link: string;
}

/** A list's URL with filters, in the form the list reads them (refine's table parameters). */
export function listUrlWith(resource: ResourceDef, screen: ScreenDef, filters: Record<string, string>): string {
  const query = stringifyTableParams({
    pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE },
    sorters: sortOf(defaultSortOf(resource, screen)),
    filters: Object.entries(filters).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
  });
  return `${screen.list.path}?${query}`;
}

/**
 * The work waiting for the user: for every badge screen they may open, one card per state its
 * badge counts (`status.open`: 待受理 for repairs; 待审核 and 待发出 for requests), so each
 * figure is named for what it counts and opens its list filtered to exactly that. A queue of the
 * caller's own records (a screen with its own count, 待处理工单) counts one figure, not states:
 * it is a list of its first rows instead (`queuesFor`, QueueCard.tsx).
 */
export function workCardsFor(user: AccessUser | null): WorkCard[] {
  return badgeSourcesFor(user).filter((source) => !isQueue(source.screens[0])).flatMap(({ resource, screens }) => {
    const status = resource.status;
    const statusField = resource.fields.find((f) => f.name === status?.field);
    if (!status || !statusField) return [];
    return screens.flatMap((screen) =>
      status.open.map((state) => {
        const label = statusField.options?.find((o) => String(o.value) === state)?.label ?? state;
        return { key: `${screen.name}:${state}`, resource, screen, state, title: `${screen.list.title} · ${label}`, link: listUrlWith(resource, screen, { [statusField.name]: state }) };
      }),
    );
  });
}

/** A screen that counts the caller's own records with a count endpoint of its own. */
const isQueue = (screen: ScreenDef | undefined): boolean => !!screen?.endpoints?.count;

/** The queues of the caller's own records they may open (待处理工单: every logged-in user). */
export function queuesFor(user: AccessUser | null): { resource: ResourceDef; screen: ScreenDef }[] {
  return badgeSourcesFor(user).flatMap(({ resource, screens }) => screens.filter(isQueue).map((screen) => ({ resource, screen })));
}
