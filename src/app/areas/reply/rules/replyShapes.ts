import { aiKeywords } from '../../../../../resources/intelligence/keywords.ts';
import type { RuleKeyword, SentReply } from '../../../../domain/replyRules.ts';
import { replyEndpoints } from '../../../../../resources/reply/endpoints.ts';
import { replyMessages } from '../../../../../resources/reply/messages.ts';
import { replyRules } from '../../../../../resources/reply/rules.ts';

export type { KeywordMatch, RuleKeyword } from '../../../../domain/replyRules.ts';

/**
 * A reply while it is being written in the form (`reply_rule.replies`, src/domain/replyRules.ts's
 * RuleReply): a picture or a corpus answer not chosen yet has no id (the shared check names it).
 */
export type DraftReply =
  | { kind: 'text'; text: string }
  | { kind: 'image'; fileId?: number }
  | { kind: 'news'; title: string; url: string; description?: string; coverFileId?: number }
  | { kind: 'corpus'; corpusId?: number };

export type ReplyKind = DraftReply['kind'];

/** What `POST /reply/simulate` answers. */
export interface SimulateAnswer {
  normalized: string;
  result: 'exact' | 'contains' | 'default' | 'follow' | 'none';
  rule: { id: number; name: string } | null;
  keyword: string | null;
  reason: string;
  replies: SentReply[];
  messageId: number;
}

/** What `POST /reply/rule/bulk` answers. */
export interface BulkAnswer {
  done: number;
  failed: { id: number; name: string; reason: string }[];
}

/** What `POST /reply/rule/migrate` answers. */
export interface MigrateAnswer {
  created: { ruleId: number; keyword: string; keywordId: number }[];
  skipped: { id: number; name: string; keyword?: string; reason: string }[];
}

const screen = replyRules.screens[0];
const withId = (path: string, id: number | string): string => path.replace(/:id\??/, String(id));

/** The calls and pages of the rules, from the declarations (resources/reply/; the assistant's keywords, where 迁移 leads). */
export const REPLY_PATHS = {
  simulate: replyEndpoints.endpoints.simulate.path,
  bulk: replyEndpoints.endpoints.ruleBulk.path,
  migrate: replyEndpoints.endpoints.migrate.path,
  ruleEdit: (id: number) => withId(screen.form?.path ?? '', id),
  history: (id: number) => withId(replyMessages.screens[0].show?.path ?? '', id),
  assistantKeywords: aiKeywords.screens[0].list.path,
} as const;

/** The rules' list screen (the query key its rows are read under). */
export const RULE_SCREEN = screen.name;

/** A keyword list read from a form value or a row (anything else is no keywords). */
export const keywordsOf = (value: unknown): RuleKeyword[] =>
  Array.isArray(value) ? value.filter((k): k is RuleKeyword => typeof k === 'object' && k !== null && typeof (k as RuleKeyword).word === 'string') : [];

/** A reply list read from a form value or a row. */
export const answersOf = <T extends { kind: string }>(value: unknown): T[] =>
  Array.isArray(value) ? value.filter((a): a is T => typeof a === 'object' && a !== null && typeof (a as T).kind === 'string') : [];
