import type { Handler } from 'hono';
import { z } from 'zod';
import { replyRules } from '../../../../resources/reply/rules.ts';
import { REPLY_LIMITS } from '../../../../resources/reply/limits.ts';
import { ok } from '../../../domain/envelope.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { MAX_ID } from '../../middleware/access.ts';
import { runWrite } from '../../engine/write.ts';

const IDS_MESSAGE = '「ids」必须是规则编号列表';

/** A bulk call covers at most every rule there may be (the keyword rules, the follow and the default rule). */
export const RULE_BULK_MAX = REPLY_LIMITS.rules + 2;

const RuleBulkBody = z.object({
  ids: z.array(z.number(IDS_MESSAGE).int(IDS_MESSAGE).positive(IDS_MESSAGE).max(MAX_ID, IDS_MESSAGE), IDS_MESSAGE).min(1, '请选择规则').max(RULE_BULK_MAX, `一次最多 ${RULE_BULK_MAX} 条规则`),
  enabled: z.boolean('「enabled」必须是 true（启用）或 false（停用）'),
});

/** A rule the bulk call could not change, named with the reason. */
export interface RuleBulkFailure {
  id: number;
  name: string;
  reason: string;
}

/** What 批量启用 / 批量停用 answers: how many rules are now as asked, and the refused ones. */
export interface RuleBulkReport {
  done: number;
  failed: RuleBulkFailure[];
}

/**
 * POST /reply/rule/bulk `{ ids, enabled }`: enables or disables the selected rules in one write
 * (a history entry and a new version for each rule that changes; one already as asked counts as
 * done without a change). An id that names no rule is reported in `failed`.
 */
export const ruleBulkHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const { ids, enabled } = await readBodyAs(c, RuleBulkBody);
  const wanted = [...new Set(ids)];
  const report = await runWrite(c, deps, { action: 'reply.ruleBulk', resource: replyRules.name }, async ({ trx, now, history }) => {
    const rows = await trx.selectFrom('reply_rule').select(['id', 'name', 'enabled', 'version']).where('id', 'in', wanted).execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const failed: RuleBulkFailure[] = wanted.filter((id) => !byId.has(id)).map((id) => ({ id, name: '', reason: '规则不存在或已被删除' }));
    const changed = rows.filter((r) => Boolean(Number(r.enabled)) !== enabled).map((r) => Number(r.id));
    if (changed.length > 0) {
      await trx
        .updateTable('reply_rule')
        .set((e) => ({ enabled: enabled ? 1 : 0, version: e('version', '+', 1), updated_at: new Date(now).toISOString() }))
        .where('id', 'in', changed)
        .execute();
      for (const id of changed) await history({ kind: 'update', content: enabled ? '批量启用' : '批量停用', data: { changes: { enabled: { from: !enabled, to: enabled } } } }, { resource: replyRules, id });
    }
    const result: RuleBulkReport = { done: rows.length, failed };
    return { result, log: { after: { enabled, ids: wanted, changed, failed } } };
  });
  return c.json(ok(report));
};
