// antd's Form.Item runs its rules through this function; the test runs the form's rules the same way.
import type { RuleObject } from 'rc-field-form/es/interface.js';
import { validateRules } from 'rc-field-form/es/utils/validateUtil.js';
import { describe, expect, it } from 'vitest';
import type { FieldDef, FieldType, ResourceDef } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { checkField, isEmptyValue, isNullable } from '../../src/domain/fieldRules.ts';
import { rulesOf, sentValue, type FormMode } from '../../src/app/schema/formItemsOf.ts';

/**
 * Issue 17, "one validation, both halves": for every declared field of every resource (its own
 * fields, its actions' and their variants' fields, its operations' fields) and a table of sample
 * values, the form's rules (as antd runs them) and the server's check of what the form sends
 * accept and refuse the same values, with the same message. Only an absent required value has
 * the form's own text (请输入/请选择…, antd's required rule).
 */

/** Values every field is tried with: absent, blank, and values of the wrong type. */
const ANY: readonly unknown[] = [undefined, null, '', '   ', 'abc', ' abc ', 0, 1, -1, 1.5, Number.NaN, true, [], ['a'], { a: 1 }];

/** Good and bad values per type, beyond ANY. */
const SAMPLES: Record<FieldType, readonly unknown[]> = {
  id: [1, 42, 0, 2 ** 31, '7'],
  // the last three: a 统一社会信用代码 (its field's declared check), one with a wrong check digit, one too short
  text: ['张三', ' 张三 ', 'x'.repeat(256), '91350100M000100Y43', '91350100M000100Y44', '9135010'],
  textarea: ['不出光', 'x'.repeat(5001)],
  number: [3, 2.5, -3, 1e9],
  money: [1250, 12.5, -1, 100_000_001, '12.50'],
  boolean: [false, 'yes', 1],
  enum: ['nope', 999],
  date: ['2026-11-25', '2026-02-30', '2026/11/25', '2026-11-25T00:00:00Z'],
  datetime: ['2026-11-25T09:00:00Z', '2026-11-25T09:00:00+08:00', '2026-11-25 09:00', '2026-13-01T00:00:00Z', 'yesterday'],
  serial: ['SUP01AB2601', ' sup01ab2601 ', 'SUP01A2612', 'SUP01AB2613', 'SUP1AB2601', 'XYZ'],
  phone: ['13812345678', '19912345678', '0755-12345678', '075512345678', '010-1234567', '0755-12345678-801', ' 13812345678 ',
    '+1 555-0100', '12812345678', '1381234567', '138123456789', '555-0100', '0755 12345678', '+8613812345678'],
  email: ['zhang@example.cn', ' zhang@example.cn ', 'not-an-email', 'a@b', `${'x'.repeat(120)}@example.cn`],
  image: ['/uploads/a.png', 'x'.repeat(501)],
  file: ['/uploads/a.pdf', 'x'.repeat(501)],
  html: ['<p>你好</p>', ' <p>你好</p> '],
  json: [{ rows: [] }, [1, 2], 'text'],
  tags: [['维修', '寄修'], [''], ['x'.repeat(51)], Array.from({ length: 101 }, (_, i) => `t${i}`), [1]],
  reference: [1, 0, -5, 2 ** 31, '3'],
};

/** Values at a field's own limits: its bounds, its lengths, its options. */
function limitsOf(f: FieldDef): unknown[] {
  const out: unknown[] = [];
  if (f.min !== undefined) out.push(f.min, f.min - 1);
  if (f.max !== undefined) out.push(f.max, f.max + 1);
  if (f.minLength !== undefined) out.push('x'.repeat(f.minLength), 'x'.repeat(Math.max(f.minLength - 1, 1)));
  if (f.maxLength !== undefined) out.push('x'.repeat(f.maxLength), 'x'.repeat(f.maxLength + 1));
  for (const o of f.options ?? []) out.push(o.value, f.type === 'tags' ? [String(o.value)] : String(o.value));
  return out;
}

interface Declared {
  where: string;
  field: FieldDef;
  mode: FormMode;
}

function declaredFields(resource: ResourceDef): Declared[] {
  const own = resource.fields.map((field) => ({ where: resource.name, field, mode: 'create' as const }));
  const actions = (resource.status?.actions ?? []).flatMap((a) =>
    [a, ...(a.variants ?? [])].flatMap((v) => (v.fields ?? []).map((field) => ({ where: `${resource.name}.${a.name}`, field, mode: 'action' as const }))));
  const operations = (resource.operations ?? []).flatMap((o) => o.fields.map((field) => ({ where: `${resource.name}.${o.name}`, field, mode: 'action' as const })));
  return [...own, ...actions, ...operations];
}

/** The messages the form shows for a value: its rules, run as antd's Form.Item runs them. */
async function formMessages(field: FieldDef, mode: FormMode, value: unknown): Promise<string[]> {
  // It resolves when every rule passes and rejects with each rule's errors otherwise.
  const rules = rulesOf(field, undefined, mode).filter((r): r is RuleObject => typeof r === 'object');
  const results = await validateRules([field.name], value, rules, {}, false).catch((e: unknown) => e as Awaited<ReturnType<typeof validateRules>>);
  return results.flatMap((r) => r.errors.map(String));
}

interface Outcome {
  where: string;
  value: unknown;
  form: string[];
  server: { ok: boolean; message?: string };
}

async function outcomes(): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const resource of resources) {
    for (const { where, field, mode } of declaredFields(resource)) {
      const nullable = mode === 'action' || isNullable(field);
      for (const value of [...ANY, ...SAMPLES[field.type], ...limitsOf(field)]) {
        const checked = checkField(field, sentValue(field, value), nullable);
        out.push({
          where: `${where}.${field.name} (${field.type}) ← ${JSON.stringify(value)}`,
          value,
          form: await formMessages(field, mode, value),
          server: checked.ok ? { ok: true } : { ok: false, message: checked.message },
        });
        if (field.required && isEmptyValue(field, value)) out[out.length - 1].where += ' [required, absent]';
      }
    }
  }
  return out;
}

describe('one validation: the form and the server agree on every declared field', async () => {
  const all = await outcomes();

  it('tries a real number of cases, accepted and refused', () => {
    expect(all.length).toBeGreaterThan(3000);
    expect(all.filter((o) => o.server.ok).length).toBeGreaterThan(500);
    expect(all.filter((o) => !o.server.ok).length).toBeGreaterThan(1000);
  });

  it('refuses in the form exactly what the server refuses', () => {
    const disagree = all.filter((o) => (o.form.length === 0) !== o.server.ok).map((o) => `${o.where}: form ${JSON.stringify(o.form)}, server ${JSON.stringify(o.server)}`);
    expect(disagree).toEqual([]);
  });

  it('shows the server’s own message, one per value (an absent required value: 请输入/请选择)', () => {
    const differ = all
      .filter((o) => !o.server.ok)
      .filter((o) => (o.where.endsWith('[required, absent]') ? !(o.form.length === 1 && /^请(输入|选择)/.test(o.form[0])) : o.form.join('；') !== o.server.message))
      .map((o) => `${o.where}: form ${JSON.stringify(o.form)}, server ${o.server.message}`);
    expect(differ).toEqual([]);
  });

  it('refuses +1 555-0100 in both halves and accepts a mainland mobile (the phone rule of issue 17)', () => {
    const phones = all.filter((o) => / \(phone\) /.test(o.where));
    expect(phones.length).toBeGreaterThan(0);
    for (const o of phones.filter((p) => p.value === '+1 555-0100')) expect([o.form.length > 0, o.server.ok]).toEqual([true, false]);
    for (const o of phones.filter((p) => p.value === '13812345678')) expect([o.form, o.server.ok]).toEqual([[], true]);
  });
});
