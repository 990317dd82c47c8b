import type { Kysely } from 'kysely';
import type { MatchableRule } from '../../../domain/replyMatcher.ts';
import type { ReplyMode, RuleKeyword, RuleKind, RuleReply } from '../../../domain/replyRules.ts';
import type { Synonym } from '../../../domain/text/normalise.ts';
import type { Database } from '../../db/tables.ts';

/** A JSON column's value as stored (JSON text, or already parsed by a driver), parsed; unreadable text is null. */
export function parseJsonColumn(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const listOf = <T>(raw: unknown): T[] => {
  const v = parseJsonColumn(raw);
  return Array.isArray(v) ? (v as T[]) : [];
};

/** Every rule as the matcher reads it. */
export async function matchableRules(db: Kysely<Database>): Promise<MatchableRule[]> {
  const rows = await db.selectFrom('reply_rule').select(['id', 'name', 'kind', 'enabled', 'keywords_json', 'replies_json', 'reply_mode', 'updated_at']).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    kind: r.kind as RuleKind,
    enabled: Boolean(Number(r.enabled)),
    keywords: listOf<RuleKeyword>(r.keywords_json),
    replies: listOf<RuleReply>(r.replies_json),
    reply_mode: r.reply_mode as ReplyMode,
    updated_at: String(r.updated_at),
  }));
}

/** The words of every enabled dictionary (applied before matching). */
export async function enabledSynonyms(db: Kysely<Database>): Promise<Synonym[]> {
  return db
    .selectFrom('reply_dict_word')
    .innerJoin('reply_dict', 'reply_dict.id', 'reply_dict_word.dict_id')
    .select(['reply_dict_word.word', 'reply_dict_word.standard'])
    .where('reply_dict.enabled', '=', 1)
    .orderBy('reply_dict_word.id')
    .execute();
}
