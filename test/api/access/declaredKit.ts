import type { FieldDef, ResourceDef } from '../../../resources/define.ts';

/**
 * Valid call data read from a declaration, for a resource without a hand-made record kit in
 * resourceCalls.ts: a create body of its required writable fields, a change of one editable
 * field, and the first action from the initial state. Only the calls come from here; what each
 * caller may do still comes from the specification's map (the oracle). A field it cannot fill
 * (a pattern, a reference, a picture …) asks for a hand-made kit.
 */

const sample = (r: ResourceDef, f: FieldDef, n: number): unknown => {
  const fail = (): never => {
    throw new Error(`${r.name}.${f.name}: no sample value for a ${f.type}${f.pattern ? ' with a pattern' : ''} field — add a record kit to test/api/access/resourceCalls.ts`);
  };
  if (f.pattern) return fail();
  const text = `测试${f.label}${n}`.slice(0, f.maxLength ?? 40);
  switch (f.type) {
    case 'text':
    case 'textarea':
      return text.length >= (f.minLength ?? 0) ? text : fail();
    case 'phone':
      return `1380013${String(n % 10_000).padStart(4, '0')}`;
    case 'email':
      return `kit${n}@example.com`;
    case 'number':
    case 'money':
      return Math.max(f.min ?? 1, 1);
    case 'boolean':
      return true;
    case 'enum':
      return f.options?.[0]?.value ?? fail();
    case 'date':
      return '2026-01-05';
    case 'datetime':
      return '2026-01-05T02:00:00.000Z';
    default:
      return fail();
  }
};

const writable = (r: ResourceDef): FieldDef[] => r.fields.filter((f) => !f.readOnly && !f.writeOnly && f.name !== r.status?.field);

/** A valid create body: every required writable field, unique values numbered by `n`. */
export function sampleCreateBody(r: ResourceDef, n: number): Record<string, unknown> {
  return Object.fromEntries(writable(r).filter((f) => f.required).map((f) => [f.name, sample(r, f, n)]));
}

/** A valid change of an existing record: a new value of its first writable, not unique text field. */
export function sampleChange(r: ResourceDef, n: number): Record<string, unknown> {
  const f = writable(r).find((x) => (x.type === 'text' || x.type === 'textarea') && !x.db?.unique);
  if (!f) throw new Error(`${r.name}: no text field to change — add a record kit to test/api/access/resourceCalls.ts`);
  return { [f.name]: sample(r, f, n + 100_000) };
}

/** The first declared action allowed from the initial state, with its required fields. */
export function sampleAction(r: ResourceDef, n: number): Record<string, unknown> {
  const action = r.status?.actions.find((a) => a.from.includes(r.status!.initial));
  if (!action) throw new Error(`${r.name}: no action from ${r.status?.initial ?? 'its initial state'}`);
  return { action: action.name, ...Object.fromEntries((action.fields ?? []).filter((f) => f.required).map((f) => [f.name, sample(r, f, n)])) };
}
