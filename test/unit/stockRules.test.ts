import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../resources/define.ts';
import { exchanges } from '../../resources/needs/exchanges.ts';
import { requests } from '../../resources/needs/requests.ts';
import { reservingStates, stockAfter, stockTargetOf } from '../../resources/needs/stock.ts';

describe('the stock rule: 0 ≤ reserved ≤ on hand', () => {
  it('reserves only what is available (on hand − reserved)', () => {
    expect(stockAfter({ quantity: 3, reserved: 1 }, 'reserve', 2)).toEqual({ quantity: 3, reserved: 3 });
    expect(stockAfter({ quantity: 3, reserved: 2 }, 'reserve', 2)).toBeNull();
    expect(stockAfter({ quantity: 0, reserved: 0 }, 'reserve', 1)).toBeNull();
  });

  it('consumes reserved units, releases them, restocks', () => {
    expect(stockAfter({ quantity: 3, reserved: 2 }, 'consume', 2)).toEqual({ quantity: 1, reserved: 0 });
    expect(stockAfter({ quantity: 3, reserved: 1 }, 'consume', 2)).toBeNull();
    expect(stockAfter({ quantity: 3, reserved: 2 }, 'release', 2)).toEqual({ quantity: 3, reserved: 0 });
    expect(stockAfter({ quantity: 3, reserved: 0 }, 'release', 1)).toBeNull();
    expect(stockAfter({ quantity: 0, reserved: 0 }, 'restock', 2)).toEqual({ quantity: 2, reserved: 0 });
  });

  it('reads item and units from the record, and derives the reserving states from the actions', () => {
    const approve = requests.status.actions.find((a) => a.name === 'approve');
    expect(approve?.stock && stockTargetOf(approve.stock, { stock_id: 7, quantity: 3 })).toEqual({ stockId: 7, units: 3 });
    const exApprove = exchanges.status.actions.find((a) => a.name === 'approve');
    expect(exApprove?.stock && stockTargetOf(exApprove.stock, { stock_id: 9 })).toEqual({ stockId: 9, units: 1 });
    expect([...reservingStates(requests)]).toEqual(['approved']);
    expect([...reservingStates(exchanges)]).toEqual(['approved']);
  });

  it('every reserving state is left only by consuming or releasing its reservation', () => {
    for (const r of [requests, exchanges] as readonly ResourceDef[]) {
      const held = reservingStates(r);
      const leaving = (r.status?.actions ?? []).filter((x) => x.from.some((f) => held.has(f)));
      expect(leaving.length, `${r.name}: actions leaving a reserving state`).toBeGreaterThan(0);
      for (const a of leaving) {
        expect(a.stock?.effect, `${r.name}.${a.name}`).toMatch(/^(consume|release)$/);
      }
    }
  });
});
