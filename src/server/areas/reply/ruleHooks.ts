import type { Kysely } from 'kysely';
import { REPLY_LIMITS } from '../../../../resources/reply/limits.ts';
import { checkKeywords, checkReplies, corpusIdsOf, fileIdsOf, normaliseKeyword, RULE_KIND_NAMES, type RuleKeyword, type RuleKind } from '../../../domain/replyRules.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { uniqueViolation } from '../../db/dialect.ts';
import type { Database } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { parseJsonColumn } from './ruleRows.ts';

/**
 * The rules' server hooks: every limit of REPLY_LIMITS (400 naming it, the domain's messages),
 * at most REPLY_LIMITS.rules keyword rules and one 关注回复 and one default reply (409 naming the
 * existing one), a keyword another rule uses (409 naming the rule), the files and corpus pairs the
 * replies name must exist; `reply_keyword` follows each write in its transaction.
 */

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

const ruleKinds = new Set<RuleKind>(['keyword', 'follow', 'default']);
const kindOf = (raw: unknown): RuleKind => (ruleKinds.has(raw as RuleKind) ? (raw as RuleKind) : 'keyword');

/** At most REPLY_LIMITS.rules keyword rules; one follow and one default rule. */
async function checkCount(db: Db, kind: RuleKind): Promise<void> {
  if (kind === 'keyword') {
    const n = Number((await db.selectFrom('reply_rule').select((e) => e.fn.countAll().as('n')).where('kind', '=', 'keyword').executeTakeFirst())?.n ?? 0);
    if (n >= REPLY_LIMITS.rules) throw new ApiError('ILLEGAL_TRANSITION', `关键词规则最多 ${REPLY_LIMITS.rules} 条，现有 ${n} 条，请先删除不用的规则`);
    return;
  }
  const existing = await db.selectFrom('reply_rule').select(['name']).where('kind', '=', kind).executeTakeFirst();
  if (existing) throw new ApiError('ILLEGAL_TRANSITION', `只能有一条${RULE_KIND_NAMES[kind]}，已有「${existing.name}」，请修改它`);
}

/** A keyword another rule already uses (compared normalised): 409 naming that rule. */
async function checkClashes(db: Db, keywords: readonly RuleKeyword[], ruleId: number | null): Promise<void> {
  if (keywords.length === 0) return;
  const forms = new Map(keywords.map((k) => [normaliseKeyword(k.word), k.word]));
  let q = db
    .selectFrom('reply_keyword')
    .innerJoin('reply_rule', 'reply_rule.id', 'reply_keyword.rule_id')
    .select(['reply_keyword.normalized', 'reply_rule.name'])
    .where('reply_keyword.normalized', 'in', [...forms.keys()]);
  if (ruleId !== null) q = q.where('reply_keyword.rule_id', '<>', ruleId);
  const taken = await q.executeTakeFirst();
  if (taken) throw new ApiError('DUPLICATE', `关键词「${forms.get(taken.normalized) ?? taken.normalized}」已被规则「${taken.name}」使用`);
}

/** Images and news covers name image files of the file library; corpus replies name existing corpus pairs. */
async function checkReferences(db: Db, replies: Parameters<typeof fileIdsOf>[0]): Promise<void> {
  const fileIds = [...new Set(fileIdsOf(replies))];
  if (fileIds.length > 0) {
    const images = new Set((await db.selectFrom('oss_file').select('id').where('id', 'in', fileIds).where('kind', '=', 'image').execute()).map((r) => Number(r.id)));
    const missing = fileIds.find((id) => !images.has(id));
    if (missing !== undefined) throw new ApiError('VALIDATION_FAILED', `文件库中没有编号为 ${missing} 的图片`);
  }
  const corpusIds = [...new Set(corpusIdsOf(replies))];
  if (corpusIds.length > 0) {
    const found = new Set((await db.selectFrom('ai_corpus').select('id').where('id', 'in', corpusIds).execute()).map((r) => Number(r.id)));
    const missing = corpusIds.find((id) => !found.has(id));
    if (missing !== undefined) throw new ApiError('VALIDATION_FAILED', `智能助手的语料中没有编号为 ${missing} 的语料`);
  }
}

/** The category a rule names must exist. */
async function checkCategory(db: Db, categoryId: unknown): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const found = await db.selectFrom('reply_category').select('id').where('id', '=', Number(categoryId)).executeTakeFirst();
  if (!found) throw new ApiError('VALIDATION_FAILED', '所选的分类不存在');
}

/** Replaces a rule's rows of `reply_keyword` with its keywords. */
async function syncKeywords(db: Db, ruleId: number, keywords: readonly RuleKeyword[]): Promise<void> {
  await db.deleteFrom('reply_keyword').where('rule_id', '=', ruleId).execute();
  if (keywords.length === 0) return;
  await db
    .insertInto('reply_keyword')
    .values(keywords.map((k) => ({ rule_id: ruleId, word: k.word, normalized: normaliseKeyword(k.word), match: k.match })))
    .execute()
    .catch((err: unknown) => {
      // another rule's write took one of these words between the check and this insert (the unique normalised word)
      if (uniqueViolation(err)) throw new ApiError('DUPLICATE', '关键词刚被其他规则使用，请刷新后重试');
      throw err;
    });
}

/** A rule's keywords as the write leaves them (column values over the row before). */
const keywordsAfter = (before: Row | undefined, values: Row): RuleKeyword[] => {
  const checked = checkKeywords(parseJsonColumn('keywords_json' in values ? values.keywords_json : before?.keywords_json), kindOf(before?.kind ?? values.kind));
  return checked.ok ? checked.value : [];
};

export const ruleHooks: ResourceHooks = {
  prepareWrite: async (kind, { db, before, values }) => {
    const ruleKind = kindOf(before?.kind ?? values.kind);
    const out: Row = { ...values };
    if (kind === 'create' || 'keywords_json' in values) {
      const keywords = checkKeywords(parseJsonColumn(values.keywords_json), ruleKind);
      if (!keywords.ok) throw new ApiError('VALIDATION_FAILED', keywords.message);
      await checkClashes(db, keywords.value, before ? Number(before.id) : null);
      out.keywords_json = keywords.value.length > 0 ? JSON.stringify(keywords.value) : null;
    }
    if (kind === 'create' || 'replies_json' in values) {
      const replies = checkReplies(parseJsonColumn(values.replies_json));
      if (!replies.ok) throw new ApiError('VALIDATION_FAILED', replies.message);
      await checkReferences(db, replies.value);
      out.replies_json = JSON.stringify(replies.value);
    }
    if ('category_id' in values) await checkCategory(db, values.category_id);
    if (kind === 'create') await checkCount(db, ruleKind);
    return out;
  },
  afterWrite: async (kind, { db, before, values, after }) => {
    if (kind === 'delete' && before) {
      await db.deleteFrom('reply_keyword').where('rule_id', '=', Number(before.id)).execute();
      // the history keeps the message, its keyword and replies; the rule it names is gone
      await db.updateTable('reply_message').set({ rule_id: null }).where('rule_id', '=', Number(before.id)).execute();
      return;
    }
    if (!after || (kind === 'update' && !('keywords_json' in values))) return;
    await syncKeywords(db, Number(after.id), keywordsAfter(before, after));
  },
};
