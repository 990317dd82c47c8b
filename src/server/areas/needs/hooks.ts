import type { ResourceDef } from '../../../../resources/define.ts';
import { exchanges } from '../../../../resources/needs/exchanges.ts';
import { requests } from '../../../../resources/needs/requests.ts';
import { reservingStates, stockTargetOf } from '../../../../resources/needs/stock.ts';
import { ApiError } from '../../errors.ts';
import type { HooksByResource, ResourceHooks, WriteContext, WriteKind } from '../../engine/hooks.ts';
import { moveStock, requireStockItem } from '../../engine/stockMoves.ts';
import { nextDailyNo } from '../../shared/numbering/dailyNo.ts';

/** Server hooks of the needs area: record numbers, and the declared stock moves inside each write's transaction. */

/** Request numbers: BY (备用机, type 1) or PJ (配件, type 2). */
export const requestPrefix = (type: number): string => (type === 2 ? 'PJ' : 'BY');

const TYPE_LABEL: Record<number, string> = { 1: '备用机申请', 2: '配件申请' };

type Row = Record<string, unknown>;

/**
 * Once the goods have left (any status after `approved`), what and how many were sent is fixed:
 * the return puts back what the shipment took.
 */
async function lockAfterShipping(open: readonly string[], columns: readonly string[], ctx: WriteContext): Promise<void> {
  if ('stock_id' in ctx.values) await requireStockItem(ctx.db, ctx.values.stock_id, '库存物品');
  if (!ctx.before || open.includes(String(ctx.before.status))) return;
  const locked = columns.filter((c) => c in ctx.values && ctx.values[c] !== ctx.before?.[c]);
  if (locked.length) throw new ApiError('ILLEGAL_TRANSITION', '物品已发出或申请已结束，不能再修改物品和数量');
}

/** The declared stock move of an action, on the record after it, named after the record and the action. */
const declaredStockMove = (resource: ResourceDef, labelOf: (row: Row) => string): NonNullable<ResourceHooks['afterAction']> => async (db, { action, after, user, now }) => {
  const def = resource.status?.actions.find((a) => a.name === action);
  if (!def?.stock) return;
  await moveStock(db, { ...stockTargetOf(def.stock, after), effect: def.stock.effect, reason: `${labelOf(after)} ${def.label}` }, user, now);
};

/**
 * While a record holds a reservation (its status is one a reserving action leads to), editing its
 * item or quantity moves the reservation and deleting it releases it, in the write's transaction.
 */
async function followReservation(resource: ResourceDef, labelOf: (row: Row) => string, kind: WriteKind, ctx: WriteContext): Promise<void> {
  const reserving = resource.status?.actions.find((a) => a.stock?.effect === 'reserve');
  const before = ctx.before;
  if (!reserving?.stock || !before || !reservingStates(resource).has(String(before.status))) return;
  if (kind !== 'update' && kind !== 'delete') return;
  const held = stockTargetOf(reserving.stock, before);
  const wanted = kind === 'update' ? stockTargetOf(reserving.stock, { ...before, ...ctx.values }) : null;
  if (wanted && wanted.stockId === held.stockId && wanted.units === held.units) return;
  const reason = `${labelOf(before)} ${kind === 'update' ? '修改物品或数量' : '删除'}`;
  await moveStock(ctx.db, { ...held, effect: 'release', reason }, ctx.user, ctx.now);
  if (wanted) await moveStock(ctx.db, { ...wanted, effect: 'reserve', reason }, ctx.user, ctx.now);
}

const requestLabel = (row: Row): string => `${TYPE_LABEL[Number(row.type)] ?? '申请'} ${String(row.no)}`;
const exchangeLabel = (row: Row): string => `换货单 ${String(row.no)}`;

const requestHooks: ResourceHooks = {
  guardWrite: async (kind, ctx) => {
    if (kind === 'update') await lockAfterShipping(['pending', 'approved'], ['stock_id', 'quantity'], ctx);
    await followReservation(requests, requestLabel, kind, ctx);
  },
  beforeCreate: async (db, values, now) => {
    await requireStockItem(db, values.stock_id, '申领物品');
    return { no: await nextDailyNo(db, 'request', requestPrefix(Number(values.type ?? 1)), now) };
  },
  afterAction: declaredStockMove(requests, requestLabel),
};

const exchangeHooks: ResourceHooks = {
  guardWrite: async (kind, ctx) => {
    if (kind === 'update') await lockAfterShipping(['pending', 'approved'], ['stock_id'], ctx);
    await followReservation(exchanges, exchangeLabel, kind, ctx);
  },
  beforeCreate: async (db, values, now) => {
    await requireStockItem(db, values.stock_id, '换出库存');
    return { no: await nextDailyNo(db, 'exchange', 'HH', now) };
  },
  afterAction: declaredStockMove(exchanges, exchangeLabel),
};

/** A stock count may not drop below what is reserved, and an item with reservations cannot be deleted. */
const stockItemHooks: ResourceHooks = {
  guardWrite: async (kind, ctx) => {
    const reserved = Number(ctx.before?.reserved ?? 0);
    const name = String(ctx.before?.name ?? '');
    if (kind === 'update' && typeof ctx.values.quantity === 'number' && ctx.values.quantity < reserved) {
      throw new ApiError('STOCK_INSUFFICIENT', `库存不足：「${name}」已预留 ${reserved}，库存数量不能少于 ${reserved}`);
    }
    if (kind === 'delete' && reserved > 0) throw new ApiError('ILLEGAL_TRANSITION', `「${name}」还有 ${reserved} 件被预留，不能删除`);
  },
};

/** Hooks by resource name (hooks.ts looks them up). */
export const NEEDS_HOOKS: HooksByResource = { requests: requestHooks, exchanges: exchangeHooks, stockItems: stockItemHooks };
