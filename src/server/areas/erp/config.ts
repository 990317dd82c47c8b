import type { Db } from '../../db/database.ts';
import { fromStoredValue } from '../../shared/config/configValues.ts';

/** The system config of 采购单: the amount above which 审核 leads to 待复审 (a super admin's 复审). */

export const REVIEW_AMOUNT_KEY = 'erp_review_amount';

/** ¥50,000.00, in fen. */
export const DEFAULT_REVIEW_AMOUNT = 5_000_000;

/** A stored value as the amount: a whole number of fen ≥ 0 (0 = never), anything else the default. */
export const reviewAmountOf = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_REVIEW_AMOUNT);

/** `erp_review_amount` as configured (fen; default DEFAULT_REVIEW_AMOUNT when missing or not a whole number ≥ 0). */
export async function reviewAmount(db: Db): Promise<number> {
  const row = await db.selectFrom('system_config').select('value').where('key', '=', REVIEW_AMOUNT_KEY).executeTakeFirst();
  return reviewAmountOf(row ? fromStoredValue(row.value) : undefined);
}

/** The config row of the amount, as the seed writes it (an administrator changes it in 系统配置). */
export const reviewAmountConfig = (iso: string, value = DEFAULT_REVIEW_AMOUNT) => ({
  key: REVIEW_AMOUNT_KEY,
  name: '采购单复审金额（分）',
  type: 'number',
  value: JSON.stringify(value),
  is_public: 0,
  remark: '采购单金额超过此值（单位：分，5000000 即 ¥50,000.00）时，审核后需超级管理员复审；0 表示不需要复审',
  created_at: iso,
  updated_at: iso,
});
