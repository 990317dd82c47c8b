import { stringifyTableParams, type CrudFilter } from '@refinedev/core';
import { replyMessages } from '../../../../../resources/reply/messages.ts';
import { replyPages } from '../../../../../resources/reply/pages.ts';
import { replyRules } from '../../../../../resources/reply/rules.ts';
import { LIST_PAGE_SIZE, sortOf } from '../../../schema/list/listDefaults.ts';
import { formPathOf, showPathOf } from '../../../schema/showPath.ts';

const HISTORY_SCREEN = replyMessages.screens[0]!;
const RULE_SCREEN = replyRules.screens[0]!;
const CONVERSATION_PAGE = replyPages.find((p) => p.component === 'ReplyConversationPage')!;

/** GET /reply/history (the list endpoint, also one follower's thread with `?openid=`). */
export const HISTORY_PATH = replyMessages.endpoints.list!.path;

/** The history list's page (/reply/history). */
export const HISTORY_LIST = HISTORY_SCREEN.list.path;

/** A message's detail page (/reply/history/:id). */
export const messagePath = (id: unknown): string => showPathOf(HISTORY_SCREEN, id) ?? `${HISTORY_LIST}/${encodeURIComponent(String(id))}`;

/** A rule's form page (/reply/rule-edit/:id). */
export const rulePath = (id: unknown): string => formPathOf(RULE_SCREEN, id) ?? '';

/** One follower's thread (/reply/conversation/:openid). */
export const conversationPath = (openid: string): string => CONVERSATION_PAGE.path.replace(':id', encodeURIComponent(openid));

/** How much of a message the history's search takes (`q` matches the start of the content). */
export const SEARCH_PREFIX = 50;

/**
 * The history filtered: by rule, matched or not, the start of the content (`q`, as the search form
 * has it), the normalised text (how 历史统计 groups the unmatched messages; no input in the search
 * form) and a range of China days.
 */
export interface HistoryFilter {
  ruleId?: number;
  matched?: boolean;
  q?: string;
  normalized?: string;
  days?: readonly [string, string];
}

/**
 * 回复历史 filtered, written as the list keeps its filters in the URL (refine's table parameters,
 * useListState.ts: `filters[0][field]=rule_id&…`), with its first page, page size and default sort.
 * refine writes the values as they are, so a message's text is percent-encoded here: a `&`, `#`,
 * `%` or `+` in it would otherwise cut or change the filter the list reads back.
 */
export function historyPath(filter: HistoryFilter): string {
  const filters: CrudFilter[] = [];
  const q = [...(filter.q ?? '').trim()].slice(0, SEARCH_PREFIX).join('');
  if (q) filters.push({ field: 'q', operator: 'contains', value: encodeURIComponent(q) });
  if (filter.matched !== undefined) filters.push({ field: 'matched', operator: 'eq', value: String(filter.matched) });
  if (filter.normalized) filters.push({ field: 'normalized', operator: 'eq', value: encodeURIComponent(filter.normalized) });
  if (filter.ruleId !== undefined) filters.push({ field: 'rule_id', operator: 'eq', value: filter.ruleId });
  if (filter.days) filters.push({ field: 'created_at', operator: 'between', value: [...filter.days] });
  const query = stringifyTableParams({ pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE }, sorters: sortOf(replyMessages.defaultSort ?? '-created_at'), filters });
  return `${HISTORY_LIST}?${query}`;
}
