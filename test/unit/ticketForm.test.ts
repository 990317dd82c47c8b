import { describe, expect, it } from 'vitest';
import { checkTicketExtra, checkTicketForm, fieldOfExtra, TICKET_FORM_LIMITS, TICKET_FORM_TYPES, type TicketFormField } from '../../src/domain/ticketForm.ts';

const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const message = (r: { ok: boolean; message?: string }): string => (r.ok ? '' : String(r.message));

describe('checkTicketForm (a type\'s form_json)', () => {
  it('takes null or an empty list as no extra fields', () => {
    expect(ok(checkTicketForm(null))).toEqual([]);
    expect(ok(checkTicketForm(undefined))).toEqual([]);
    expect(ok(checkTicketForm([]))).toEqual([]);
  });

  it('normalises a valid form: labels and options trimmed, required only when true', () => {
    const form = ok(checkTicketForm([
      { name: 'symptom', label: ' 故障现象 ', type: 'select', required: true, options: [' 不出光', '报警 '] },
      { name: 'hours', label: '工时', type: 'number', required: false },
      { name: 'photo', label: '照片', type: 'image' },
    ]));
    expect(form).toEqual([
      { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] },
      { name: 'hours', label: '工时', type: 'number' },
      { name: 'photo', label: '照片', type: 'image' },
    ]);
  });

  it.each([
    [{ a: 1 }, '字段列表'],
    [[1], '格式不正确'],
    [[{ name: 'a', label: 'x', type: 'text', colour: 'red' }], '不认识「colour」'],
    [[{ name: 'Bad', label: 'x', type: 'text' }], '字段名'],
    [[{ name: '1a', label: 'x', type: 'text' }], '字段名'],
    [[{ name: 'a'.repeat(31), label: 'x', type: 'text' }], '字段名'],
    [[{ name: 'a', label: 'x', type: 'text' }, { name: 'a', label: 'y', type: 'text' }], '重复'],
    [[{ name: 'a', label: '  ', type: 'text' }], '名称'],
    [[{ name: 'a', label: 'x'.repeat(21), type: 'text' }], '名称'],
    [[{ name: 'a', label: 'x', type: 'html' }], '类型'],
    [[{ name: 'a', label: 'x', type: 'text', required: 'yes' }], '必填'],
    [[{ name: 'a', label: 'x', type: 'select' }], '选项'],
    [[{ name: 'a', label: 'x', type: 'select', options: [] }], '选项'],
    [[{ name: 'a', label: 'x', type: 'select', options: ['甲', '甲 '] }], '选项重复'],
    [[{ name: 'a', label: 'x', type: 'select', options: [''] }], '每个选项'],
    [[{ name: 'a', label: 'x', type: 'select', options: [3] }], '每个选项'],
    [[{ name: 'a', label: 'x', type: 'text', options: ['甲'] }], '不是选项字段'],
  ])('refuses %j naming the problem (%s)', (raw, part) => {
    const r = checkTicketForm(raw);
    expect(r.ok).toBe(false);
    expect(message(r)).toContain(part);
  });

  it('caps the fields and the options', () => {
    const many = Array.from({ length: TICKET_FORM_LIMITS.fields + 1 }, (_, i) => ({ name: `f${i}`, label: `字段${i}`, type: 'text' }));
    expect(message(checkTicketForm(many))).toContain(`最多 ${TICKET_FORM_LIMITS.fields} 个`);
    expect(checkTicketForm(many.slice(0, TICKET_FORM_LIMITS.fields)).ok).toBe(true);
    const options = Array.from({ length: TICKET_FORM_LIMITS.options + 1 }, (_, i) => `选项${i}`);
    expect(checkTicketForm([{ name: 'a', label: 'x', type: 'select', options }]).ok).toBe(false);
    expect(checkTicketForm([{ name: 'a', label: 'x', type: 'select', options: options.slice(1) }]).ok).toBe(true);
  });

  it('knows every declared form type', () => {
    for (const t of TICKET_FORM_TYPES) {
      const field = { name: 'a', label: 'x', type: t.value, ...(t.value === 'select' ? { options: ['甲'] } : {}) };
      expect(checkTicketForm([field]).ok, t.value).toBe(true);
    }
  });
});

describe('checkTicketExtra (a ticket\'s extra_json against its type\'s fields)', () => {
  const fields: TicketFormField[] = [
    { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] },
    { name: 'hours', label: '工时', type: 'number' },
    { name: 'day', label: '发生日期', type: 'date' },
    { name: 'serial', label: '序列号', type: 'serial' },
    { name: 'note', label: '备注', type: 'text' },
  ];

  it('keeps the filled values, normalised, and leaves out empty ones', () => {
    expect(ok(checkTicketExtra(fields, { symptom: '报警', hours: 12, day: '2026-11-20', serial: ' sup01ab2401 ', note: '' }))).toEqual({ symptom: '报警', hours: 12, day: '2026-11-20', serial: 'SUP01AB2401' });
  });

  it('refuses a missing required field, an unknown key, a wrong value and a non-object, naming them', () => {
    expect(message(checkTicketExtra(fields, {}))).toContain('故障现象');
    expect(message(checkTicketExtra(fields, null))).toContain('故障现象');
    expect(message(checkTicketExtra(fields, { symptom: '报警', colour: '红' }))).toContain('colour');
    expect(message(checkTicketExtra(fields, { symptom: '冒烟' }))).toContain('故障现象');
    expect(message(checkTicketExtra(fields, { symptom: '报警', hours: 'many' }))).toContain('工时');
    expect(message(checkTicketExtra(fields, { symptom: '报警', serial: 'ABC' }))).toContain('序列号');
    expect(message(checkTicketExtra(fields, { symptom: '报警', day: '2026-13-40' }))).toContain('发生日期');
    expect(message(checkTicketExtra(fields, [1]))).toContain('格式不正确');
    expect(message(checkTicketExtra(fields, 'x'))).toContain('格式不正确');
  });

  it('a type without extra fields takes only an empty object or nothing', () => {
    expect(ok(checkTicketExtra([], undefined))).toEqual({});
    expect(ok(checkTicketExtra([], {}))).toEqual({});
    expect(checkTicketExtra([], { a: 1 }).ok).toBe(false);
  });

  it('renders each extra field as the matching declared field type', () => {
    expect(fieldOfExtra({ name: 'a', label: 'x', type: 'select', options: ['甲'] })).toMatchObject({ type: 'enum', options: [{ value: '甲', label: '甲' }], required: false });
    expect(fieldOfExtra({ name: 'a', label: 'x', type: 'text', required: true })).toMatchObject({ type: 'text', required: true, maxLength: TICKET_FORM_LIMITS.textLength });
    expect(fieldOfExtra({ name: 'a', label: 'x', type: 'serial' }).type).toBe('serial');
  });
});
