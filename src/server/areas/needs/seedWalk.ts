import type { ActionDef } from '../../../../resources/define.ts';
import { stockAfter, stockTargetOf, type StockLevel } from '../../../../resources/needs/stock.ts';
import { STOCK_EVENT_ACTIONS } from '../../engine/stockMoves.ts';
import type { EventColumnsInsert } from './seedTypes.ts';

/**
 * The needs demo data's clock: every record walks the declared transitions, and all walks advance
 * together in time order over one stock ledger, so each approval sees the stock of its moment and
 * reserves it by the declared rule (`stockAfter`), as the server would.
 */

type Random = () => number;
type Operator = { id: number; name: string };
const HOUR = 3_600_000;

/** Values an action writes to the record and its remark. */
export interface StepValues {
  values: Record<string, unknown>;
  remark: string | null;
}

/** One record on its walk. `record` holds what the stock rule reads (item, quantity). */
export interface Walker {
  actions: readonly ActionDef[];
  record: Record<string, unknown>;
  /** The record's name in stock history reasons, e.g. 备用机申请 BY202611200001. */
  label: string;
  op: Operator;
  createdAt: number;
  /** Relative weight of each action when several are allowed (default 1). */
  weights: Readonly<Record<string, number>>;
  /** Chance of staying in a status for good. */
  hold: Readonly<Record<string, number>>;
  values: (action: ActionDef, at: number) => StepValues;
  status: string;
  version: number;
  updatedAt: number;
  events: EventColumnsInsert[];
  nextAt: number | null;
}

/** One stock item's running level and its history rows (stock_item_event without the item id). */
export interface LedgerItem {
  id: number;
  level: StockLevel;
  history: { action: string; content: string; data_json: string; op: Operator; at: number }[];
}

/** A walker at `pending`, not yet scheduled. */
export function startWalker(w: Omit<Walker, 'status' | 'version' | 'updatedAt' | 'events' | 'nextAt'>): Walker {
  const events: EventColumnsInsert[] = [{ kind: 'create', action: null, from_status: null, to_status: 'pending', content: null, data_json: null, operator_id: w.op.id, operator_name: w.op.name, created_at: new Date(w.createdAt).toISOString() }];
  return { ...w, status: 'pending', version: 1, updatedAt: w.createdAt, events, nextAt: null };
}

/** Decides whether the walker moves on from its status, and when. */
function schedule(r: Random, w: Walker, now: number): void {
  const allowed = w.actions.filter((a) => a.from.includes(w.status));
  const stopChance = now - w.createdAt < 5 * 24 * HOUR ? 0.5 : 0.05;
  if (!allowed.length || r() < Math.max(stopChance, w.hold[w.status] ?? 0)) return void (w.nextAt = null);
  const at = w.updatedAt + HOUR * (3 + Math.floor(r() * 60));
  w.nextAt = at < now ? at : null;
}

/** The stock move of an action on the ledger, or false when the rule refuses it. */
function moveStock(ledger: Map<number, LedgerItem>, w: Walker, action: ActionDef, at: number): boolean {
  if (!action.stock) return true;
  const { stockId, units } = stockTargetOf(action.stock, w.record);
  const item = ledger.get(stockId);
  const next = item && stockAfter(item.level, action.stock.effect, units);
  if (!item || !next) return false;
  const changes: Record<string, { from: number; to: number }> = {};
  if (next.quantity !== item.level.quantity) changes.quantity = { from: item.level.quantity, to: next.quantity };
  if (next.reserved !== item.level.reserved) changes.reserved = { from: item.level.reserved, to: next.reserved };
  item.history.push({ action: STOCK_EVENT_ACTIONS[action.stock.effect], content: `${w.label} ${action.label}`, data_json: JSON.stringify({ changes }), op: w.op, at });
  item.level = next;
  return true;
}

/** Applies the walker's next action: weighted among those allowed whose stock move the rule allows. */
function step(r: Random, w: Walker, ledger: Map<number, LedgerItem>, at: number, now: number): void {
  let candidates = w.actions.filter((a) => a.from.includes(w.status));
  while (candidates.length) {
    const ws = candidates.map((a) => w.weights[a.name] ?? 1);
    let x = r() * ws.reduce((s, v) => s + v, 0);
    const action = candidates.find((_, k) => (x -= ws[k]) < 0) ?? candidates[0];
    if (!moveStock(ledger, w, action, at)) {
      candidates = candidates.filter((a) => a !== action);
      continue;
    }
    const { values, remark } = w.values(action, at);
    Object.assign(w.record, values);
    w.events.push({ kind: 'status', action: action.name, from_status: w.status, to_status: action.to, content: remark, data_json: Object.keys(values).length ? JSON.stringify(values) : null, operator_id: w.op.id, operator_name: w.op.name, created_at: new Date(at).toISOString() });
    w.status = action.to;
    w.version += 1;
    w.updatedAt = at;
    break;
  }
  schedule(r, w, now);
}

/** Runs every walker to its end, always the one whose next step is earliest first. */
export function walkAll(r: Random, walkers: readonly Walker[], ledger: Map<number, LedgerItem>, now: number, followNotes: readonly string[]): void {
  for (const w of walkers) schedule(r, w, now);
  for (;;) {
    let next: Walker | undefined;
    for (const w of walkers) if (w.nextAt !== null && (!next || w.nextAt < (next.nextAt ?? Infinity))) next = w;
    if (!next || next.nextAt === null) return;
    const at = next.nextAt;
    const before = next.version;
    step(r, next, ledger, at, now);
    if (next.version > before && r() < 0.2 && at + HOUR < now) {
      next.events.push({ kind: 'follow', action: 'follow', from_status: null, to_status: null, content: followNotes[Math.floor(r() * followNotes.length)], data_json: null, operator_id: next.op.id, operator_name: next.op.name, created_at: new Date(at + HOUR).toISOString() });
    }
  }
}
