import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';

/**
 * What 发货 and 退货 answer: the order's detail (the common contract of every step). Until the
 * detail reader of purchaseDetail.ts lands, the order row alone.
 */
export async function shipAnswer(db: Db, id: number, _user: AuthUser): Promise<Record<string, unknown>> {
  const order = await db.selectFrom('erp_purchase').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { order };
}
