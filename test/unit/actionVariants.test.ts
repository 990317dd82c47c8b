import { describe, expect, it } from 'vitest';
import { anyActionFieldNames, resolveAction, variantFor } from '../../resources/catalogs/actionVariants.ts';
import type { ActionDef } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { repairs } from '../../resources/needs/repairs.ts';

const receive = repairs.status.actions.find((a) => a.name === 'receive') as ActionDef;
const names = (a: ActionDef) => (a.fields ?? []).map((f) => f.name);

describe('resolving an action for a record', () => {
  it('asks a mail-in repair for the courier number and a walk-in or on-site one not, each with its own question', () => {
    expect(names(resolveAction(receive, { service_mode: 'mail' }))).toEqual(['express_in', 'remark']);
    expect(resolveAction(receive, { service_mode: 'mail' }).confirm).toBe('确认已收到客户寄来的设备？');
    const walkIn = resolveAction(receive, { service_mode: 'store' });
    expect(names(walkIn)).toEqual(['remark']);
    expect(walkIn.confirm).toBe('确认客户已将设备送到店？');
    expect(walkIn.confirm).not.toContain('寄');
    const onsite = resolveAction(receive, { service_mode: 'onsite' });
    expect(names(onsite)).toEqual(['remark']);
    expect(onsite.confirm).toContain('上门');
  });

  it('keeps the declared action when no variant matches or the record is not loaded, and never changes name, label or transition', () => {
    expect(resolveAction(receive, undefined)).toBe(receive);
    expect(resolveAction(receive, { service_mode: 'unknown' })).toBe(receive);
    const walkIn = resolveAction(receive, { service_mode: 'store' });
    expect({ name: walkIn.name, label: walkIn.label, from: walkIn.from, to: walkIn.to }).toEqual({ name: receive.name, label: receive.label, from: receive.from, to: receive.to });
  });

  it('matches every key of `when`, a list as one of its values, and takes the first match', () => {
    const action: ActionDef = {
      name: 'a', label: 'A', from: ['x'], to: 'y', confirm: '默认',
      variants: [
        { when: { kind: 'k', mode: ['m1', 'm2'] }, confirm: '第一' },
        { when: { mode: 'm2' }, confirm: '第二', fields: [] },
      ],
    };
    expect(variantFor(action, { kind: 'k', mode: 'm2' })?.confirm).toBe('第一');
    expect(variantFor(action, { kind: 'other', mode: 'm2' })?.confirm).toBe('第二');
    expect(variantFor(action, { kind: 'k', mode: 'm3' })).toBeUndefined();
    expect(resolveAction(action, { kind: 'k', mode: 'm1' }).fields).toBeUndefined();
    expect(resolveAction(action, { mode: 'm2', kind: 2 }).fields).toEqual([]);
  });

  it('knows every field any variant may be sent with', () => {
    expect([...anyActionFieldNames(receive)].sort()).toEqual(['express_in', 'remark']);
  });
});

describe('the declared variants and stock moves', () => {
  for (const r of resources) {
    for (const a of r.status?.actions ?? []) {
      for (const v of a.variants ?? []) {
        it(`${r.name}.${a.name} varies on declared values of its own fields`, () => {
          expect(Object.keys(v.when).length).toBeGreaterThan(0);
          for (const [name, wanted] of Object.entries(v.when)) {
            const field = r.fields.find((f) => f.name === name);
            expect(field, `${r.name}.${name}`).toBeDefined();
            const values = (field?.options ?? []).map((o) => o.value);
            for (const w of Array.isArray(wanted) ? wanted : [wanted]) expect(values, `${name} = ${String(w)}`).toContain(w);
          }
          expect(v.confirm ?? v.fields, 'a variant changes something').toBeDefined();
          for (const f of v.fields ?? []) expect(f.readOnly, f.name).not.toBe(true);
        });
      }
      if (!a.stock) continue;
      const stock = a.stock;
      it(`${r.name}.${a.name} moves stock of the item its record names`, () => {
        expect(r.fields.find((f) => f.name === stock.item)?.reference?.resource).toBe('stockItems');
        if (typeof stock.quantity === 'string') expect(r.fields.find((f) => f.name === stock.quantity)?.integer).toBe(true);
        else expect(stock.quantity).toBeGreaterThan(0);
      });
    }
  }
});
