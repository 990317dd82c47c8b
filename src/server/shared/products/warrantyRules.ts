import type { WarrantyRule } from '../../../domain/warrantyRules.ts';
import type { Db } from '../../db/database.ts';

/** The product models' serial rules, as the needs area's serial check and the workflow's serial link read them. */

/** Every product model's serial rule, oldest first. */
export async function loadWarrantyRules(db: Db): Promise<(WarrantyRule & { category: string; sale_state: string })[]> {
  const rows = await db.selectFrom('product_model').select(['id', 'name', 'code', 'letters', 'warranty_months', 'category', 'sale_state']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, letters: r.letters, months: r.warranty_months, category: r.category, sale_state: r.sale_state }));
}
