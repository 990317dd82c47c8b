import { checkKeywords, checkReplies } from '../../../../domain/replyRules.ts';
import type { CheckResult } from '../../../appArea.ts';

const answer = (checked: { ok: true } | { ok: false; message: string }): CheckResult => (checked.ok ? { ok: true } : { ok: false, message: checked.message });

/**
 * 关键词 by the server's own rule (src/domain/replyRules.ts). The form does not know the rule's
 * kind here: an empty list passes (关注回复 and 默认回复 take none; the server says so for a
 * keyword rule), a list is checked as a keyword rule's.
 */
export const checkKeywordsValue = (value: unknown): CheckResult =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? { ok: true } : answer(checkKeywords(value, 'keyword'));

/** 回复内容 by the server's own rule. */
export const checkRepliesValue = (value: unknown): CheckResult => answer(checkReplies(value));
