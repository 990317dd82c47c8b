import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { chinaDay, type ResourceHooks } from './hooks.ts';
import { moveStock, requireStockItem } from './stockMoves.ts';

/** Server hooks of the needs area: record numbers, and stock moves inside the action's transaction. */

/** `prefix` + yyyyMMdd (China) + a 4-digit daily sequence, the next free one in `table.no`. */
export async function nextDailyNo(db: Kysely<Database>, table: string, prefix: string, now: number): Promise<string> {
  const day = `${prefix}${chinaDay(now)}`;
  const last = await sql<{ no: string }>`select no from ${sql.table(table)} where no >= ${day} and no < ${`${day}\uffff`} order by no desc limit 1`.execute(db);
  const seq = last.rows.length ? Number(last.rows[0].no.slice(day.length)) + 1 : 1;
  return `${day}${String(seq).padStart(4, '0')}`;
}

/** Request numbers: BY (备用机, type 1) or PJ (配件, type 2). */
export const requestPrefix = (type: number): string => (type === 2 ? 'PJ' : 'BY');

const TYPE_LABEL: Record<number, string> = { 1: '备用机申请', 2: '配件申请' };

/**
 * Once the goods have left (any status after `approved`), what and how many were sent is fixed:
 * the return puts back what the shipment took.
 */
const lockAfterShipping = (open: readonly string[], columns: readonly string[]): ResourceHooks['guardWrite'] => async (kind, ctx) => {
  if (kind !== 'update' || !ctx.before) return;
  if ('stock_id' in ctx.values) await requireStockItem(ctx.db, ctx.values.stock_id, '库存物品');
  if (open.includes(String(ctx.before.status))) return;
  const locked = columns.filter((c) => c in ctx.values && ctx.values[c] !== ctx.before?.[c]);
  if (locked.length) throw new ApiError('ILLEGAL_TRANSITION', '物品已发出或申请已结束，不能再修改物品和数量');
};

const requestHooks: ResourceHooks = {
  guardWrite: lockAfterShipping(['pending', 'approved'], ['stock_id', 'quantity']),
  beforeCreate: async (db, values, now) => {
    await requireStockItem(db, values.stock_id, '申领物品');
    return { no: await nextDailyNo(db, 'request', requestPrefix(Number(values.type ?? 1)), now) };
  },
  afterAction: async (db, { action, after, user, now }) => {
    const label = `${TYPE_LABEL[Number(after.type)] ?? '申请'} ${String(after.no)}`;
    const quantity = Number(after.quantity);
    if (action === 'ship') await moveStock(db, { stockId: Number(after.stock_id), delta: -quantity, reason: `${label} 发出` }, user, now);
    if (action === 'confirm_return') await moveStock(db, { stockId: Number(after.stock_id), delta: quantity, reason: `${label} 归还入库` }, user, now);
  },
};

const exchangeHooks: ResourceHooks = {
  guardWrite: lockAfterShipping(['pending', 'approved'], ['stock_id']),
  beforeCreate: async (db, values, now) => {
    await requireStockItem(db, values.stock_id, '换出库存');
    return { no: await nextDailyNo(db, 'exchange', 'HH', now) };
  },
  afterAction: async (db, { action, after, user, now }) => {
    if (action === 'ship') await moveStock(db, { stockId: Number(after.stock_id), delta: -1, reason: `换货单 ${String(after.no)} 换出新机` }, user, now);
  },
};

/** Hooks by resource name (hooks.ts looks them up). */
export const NEEDS_HOOKS: Record<string, ResourceHooks> = { requests: requestHooks, exchanges: exchangeHooks };
