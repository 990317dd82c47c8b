import type { Context, Handler } from 'hono';
import { z } from 'zod';
import type { ResourceDef } from '../../../../resources/define.ts';
import { aiCategories } from '../../../../resources/intelligence/categories.ts';
import { aiKeywords } from '../../../../resources/intelligence/keywords.ts';
import { ok } from '../../../domain/envelope.ts';
import { normaliseKeyword, type RuleKeyword, type RuleReply } from '../../../domain/replyRules.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import { hooksOf } from '../../engine/hooks.ts';
import { insertRow, validateValues } from '../../engine/records.ts';
import { denierOf, runWrite, type WorkScope } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { MAX_ID } from '../../middleware/access.ts';
import { me } from '../../shared/caller.ts';
import { RULE_BULK_MAX } from './ruleBulk.ts';
import { parseJsonColumn } from './ruleRows.ts';
import { sentReplies } from './sentReplies.ts';

const IDS_MESSAGE = '「ids」必须是规则编号列表';

const MigrateBody = z.object({
  ids: z.array(z.number(IDS_MESSAGE).int(IDS_MESSAGE).positive(IDS_MESSAGE).max(MAX_ID, IDS_MESSAGE), IDS_MESSAGE).min(1, '请选择要迁移的规则').max(RULE_BULK_MAX, `一次最多迁移 ${RULE_BULK_MAX} 条规则`),
});

/** A keyword that became an assistant keyword. */
export interface MigratedKeyword {
  ruleId: number;
  keyword: string;
  keywordId: number;
}

/** A rule (or one of its keywords) left out, and why. */
export interface MigrateSkip {
  id: number;
  name: string;
  keyword?: string;
  reason: string;
}

/** What 迁移到智能助手 answers. */
export interface MigrateReport {
  created: MigratedKeyword[];
  skipped: MigrateSkip[];
}

/** The assistant's answer of a rule: its text replies and corpus answers, a blank line apart (images and news have no text form). */
async function answerOf(trx: WorkScope['trx'], replies: readonly RuleReply[]): Promise<string> {
  const sent = await sentReplies(trx, replies.filter((r) => r.kind === 'text' || r.kind === 'corpus'));
  return sent.map((r) => (r.kind === 'text' || r.kind === 'corpus' ? r.text.trim() : '')).filter((t) => t !== '').join('\n\n');
}

/**
 * Creates a record of a declared resource as its own create does: its hooks (authorize, guard,
 * prepare, after-write — for a keyword, the assistant's clash bookkeeping), its history entry.
 */
async function createRecord(c: Context<AppEnv>, deps: Deps, w: WorkScope, user: AuthUser, resource: ResourceDef, body: Record<string, unknown>, note: string): Promise<Record<string, unknown>> {
  const validated = validateValues(resource, body, Object.keys(body), true);
  const hooks = hooksOf(deps.areas, resource);
  const ctx = { db: w.trx, user, now: w.now, values: validated, secrets: {}, deny: denierOf(c, resource, null) };
  await hooks.authorize?.('create', ctx);
  await hooks.guardWrite?.('create', ctx);
  const values = (await hooks.prepareWrite?.('create', { ...ctx, body })) ?? validated;
  const iso = new Date(w.now).toISOString();
  const row = await insertRow(w.trx, resource, { ...values, version: 1, created_at: iso, updated_at: iso, created_by: user.id });
  await w.history({ kind: 'create', content: note }, { resource, id: Number(row.id) });
  await hooks.afterWrite?.('create', { ...ctx, values, after: row });
  return row;
}

/**
 * POST /reply/rule/migrate `{ ids }`: each keyword of each selected rule becomes a keyword of the
 * assistant (`ai_keyword`: the same word and match, the answer from the rule's text and corpus
 * replies, enabled as the rule is), in the rule's category found by name among the assistant's
 * categories or created there — each created through its resource's own hooks, in one write. A
 * rule with no keywords (the follow and default rules) or with no text to answer (images and news
 * only) is skipped with its reason, as is a keyword the assistant already has (compared normalised).
 */
export const migrateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const { ids } = await readBodyAs(c, MigrateBody);
  const wanted = [...new Set(ids)];
  const report = await runWrite(c, deps, { action: 'reply.migrate', resource: aiKeywords.name }, async (w) => {
    const { trx } = w;
    const rules = await trx
      .selectFrom('reply_rule')
      .leftJoin('reply_category', 'reply_category.id', 'reply_rule.category_id')
      .select(['reply_rule.id', 'reply_rule.name', 'reply_rule.kind', 'reply_rule.enabled', 'reply_rule.keywords_json', 'reply_rule.replies_json', 'reply_category.name as category'])
      .where('reply_rule.id', 'in', wanted)
      .orderBy('reply_rule.id')
      .execute();
    const skipped: MigrateSkip[] = wanted.filter((id) => !rules.some((r) => Number(r.id) === id)).map((id) => ({ id, name: '', reason: '规则不存在或已被删除' }));
    const created: MigratedKeyword[] = [];
    const have = new Map((await trx.selectFrom('ai_keyword').select(['keyword']).execute()).map((k) => [normaliseKeyword(k.keyword), k.keyword]));
    const categories = new Map((await trx.selectFrom('ai_category').select(['id', 'name']).execute()).map((r) => [r.name, Number(r.id)]));
    for (const rule of rules) {
      const id = Number(rule.id);
      const keywords = (parseJsonColumn(rule.keywords_json) ?? []) as RuleKeyword[];
      if (rule.kind !== 'keyword' || keywords.length === 0) {
        skipped.push({ id, name: rule.name, reason: `${rule.kind === 'follow' ? '关注回复' : '默认回复'}没有关键词，智能助手不需要它` });
        continue;
      }
      const answer = await answerOf(trx, (parseJsonColumn(rule.replies_json) ?? []) as RuleReply[]);
      if (answer === '') {
        skipped.push({ id, name: rule.name, reason: '规则只有图片或图文回复，智能助手的关键词只能回复文字' });
        continue;
      }
      let categoryId: number | null = null;
      if (rule.category) {
        categoryId = categories.get(rule.category) ?? null;
        if (categoryId === null) {
          const row = await createRecord(c, deps, w, user, aiCategories, { name: rule.category, remark: '从自动回复迁移' }, '从自动回复迁移');
          categoryId = Number(row.id);
          categories.set(rule.category, categoryId);
        }
      }
      for (const k of keywords) {
        const existing = have.get(normaliseKeyword(k.word));
        if (existing !== undefined) {
          skipped.push({ id, name: rule.name, keyword: k.word, reason: `智能助手已有关键词「${existing}」` });
          continue;
        }
        try {
          const row = await createRecord(c, deps, w, user, aiKeywords, { keyword: k.word, match: k.match, answer, category_id: categoryId, enabled: Boolean(Number(rule.enabled)) }, `从自动回复规则「${rule.name}」迁移`);
          created.push({ ruleId: id, keyword: k.word, keywordId: Number(row.id) });
          have.set(normaliseKeyword(k.word), k.word);
        } catch (e) {
          // a field rule of the assistant's keyword (its answer's length): this keyword is skipped, the rest go on
          if (e instanceof ApiError && e.status === 400) skipped.push({ id, name: rule.name, keyword: k.word, reason: e.message });
          else throw e;
        }
      }
    }
    const result: MigrateReport = { created, skipped };
    return { result, log: { after: { ids: wanted, created: created.map((k) => k.keywordId), skipped: skipped.length } } };
  });
  return c.json(ok(report));
};
