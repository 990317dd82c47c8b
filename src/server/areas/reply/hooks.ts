import type { HooksByResource, ResourceHooks } from '../../engine/hooks.ts';
import { ApiError } from '../../errors.ts';
import { dictHooks, wordHooks } from './dictHooks.ts';
import { ruleHooks } from './ruleHooks.ts';

/** Server hooks of 自动回复: the rules' limits and keyword index, categories in use, the dictionaries' words. */

/** How many rules a refusal names before 等 N 条. */
const NAMED_RULES = 5;

/** A category in use is not deleted: 409 naming its rules (up to NAMED_RULES, then 等 N 条). */
const categoryHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    const rules = await db.selectFrom('reply_rule').select('name').where('category_id', '=', Number(before.id)).orderBy('id').execute();
    if (rules.length === 0) return;
    const names = rules.slice(0, NAMED_RULES).map((r) => `「${r.name}」`).join('、');
    const more = rules.length > NAMED_RULES ? ` 等 ${rules.length} 条` : '';
    throw new ApiError('ILLEGAL_TRANSITION', `分类「${String(before.name)}」正在被规则${names}${more}使用，不能删除`);
  },
};

/** Hooks by resource name (the area's entry, area.ts, hands them to the engine). */
export const REPLY_HOOKS: HooksByResource = {
  replyCategories: categoryHooks,
  replyRules: ruleHooks,
  replyDicts: dictHooks,
  replyDictWords: wordHooks,
};
