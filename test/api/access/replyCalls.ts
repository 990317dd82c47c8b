import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext, Rec } from './callContext.ts';

/**
 * Valid calls of 自动回复 the declarations alone cannot make: a rule (keywords and replies of its
 * shapes, a keyword of its own per call), a dictionary's word (in a dictionary that exists), a
 * history message (written by 模拟消息), and the hand-written calls: simulate, bulk, migrate, the
 * dictionary import and the statistics. Each caller acts on fresh records.
 */

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

/** A keyword rule's create body with a keyword no other call uses. */
export const replyRuleBody = (ctx: CallContext): Record<string, unknown> => {
  const n = ctx.next();
  return { name: `访问测试规则${n}`, kind: 'keyword', reply_mode: 'all', keywords: [{ word: `访问测试词${n}`, match: 'exact' }], replies: [{ kind: 'text', text: '访问测试回复' }] };
};

/** A fresh keyword rule. */
export const replyRule = (ctx: CallContext): Promise<Rec> => ctx.create('/reply/rule', replyRuleBody(ctx));

/** A fresh dictionary. */
export const replyDict = (ctx: CallContext): Promise<Rec> => ctx.create('/reply/dict', { name: `访问测试词典${ctx.next()}` });

/** A word's create body in a fresh dictionary. */
export const replyDictWordBody = async (ctx: CallContext): Promise<Record<string, unknown>> => ({ dict_id: (await replyDict(ctx)).id, word: `错字${ctx.next()}`, standard: '标准词' });

/** A fresh word. */
export const replyDictWord = async (ctx: CallContext): Promise<Rec> => ctx.create('/reply/dict-word', await replyDictWordBody(ctx));

/** A fresh history message (模拟消息 writes one), as GET /reply/history/:id answers it. */
export async function replyMessage(ctx: CallContext): Promise<Rec> {
  const res = await ctx.s.request('POST', '/reply/simulate', { as: 'superadmin', body: { content: `访问测试消息${ctx.next()}` } });
  if (res.status !== 200) throw new Error(`set-up simulate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: Number(res.body.data.messageId), version: 1, status: '' };
}

const one = (build: (ctx: CallContext) => Promise<Call>): Builder => async (ctx) => [await build(ctx)];

/** Hand-written endpoints of 自动回复, by `METHOD /path`. */
export const REPLY_CALLS: Record<string, Builder> = {
  'POST /reply/simulate': one(async (ctx) => ({ method: 'POST', path: '/reply/simulate', body: { content: `访问测试${ctx.next()}` } })),
  'POST /reply/rule/bulk': one(async (ctx) => ({ method: 'POST', path: '/reply/rule/bulk', body: { ids: [(await replyRule(ctx)).id], enabled: false } })),
  'POST /reply/rule/migrate': one(async (ctx) => ({ method: 'POST', path: '/reply/rule/migrate', body: { ids: [(await replyRule(ctx)).id] } })),
  'POST /reply/dict/:id/import': one(async (ctx) => ({ method: 'POST', path: `/reply/dict/${(await replyDict(ctx)).id}/import`, body: { rows: [{ word: `导入${ctx.next()}`, standard: '标准词' }] } })),
  'GET /reply/history-stat': one(async () => ({ method: 'GET', path: '/reply/history-stat?from=2026-11-01&to=2026-11-22' })),
};
