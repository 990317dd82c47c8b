import { describe, expect, it } from 'vitest';
import { tickets } from '../../resources/workflow/tickets.ts';
import { isOverdue } from '../../src/app/areas/workflow/displays/TicketDue.tsx';
import { emptyRow, rowsOfValue, valueOfRows } from '../../src/app/areas/workflow/formBuilderRows.ts';
import { linkNoField, ticketBody } from '../../src/app/areas/workflow/ticketBody.ts';
import { formItemsOf } from '../../src/app/schema/formItemsOf.ts';
import { checkTicketForm, type TicketFormField } from '../../src/domain/ticketForm.ts';

describe('the form builder rows', () => {
  it('give back the stored list, in the shape checkTicketForm takes (required only when set, options only on a select)', () => {
    const stored: TicketFormField[] = [
      { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] },
      { name: 'hours', label: '累计工时', type: 'number' },
    ];
    const rows = rowsOfValue(stored);
    expect(valueOfRows(rows)).toEqual(stored);
    const changed = valueOfRows([{ ...rows[0], type: 'text' }, { ...rows[1], required: true }]);
    expect(changed).toEqual([{ name: 'symptom', label: '故障现象', type: 'text', required: true }, { name: 'hours', label: '累计工时', type: 'number', required: true }]);
    expect(checkTicketForm(changed)).toMatchObject({ ok: true });
  });

  it('no rows is null; an empty new row is refused by the shared rule', () => {
    expect(valueOfRows([])).toBeNull();
    expect(rowsOfValue('not a list')).toEqual([]);
    expect(checkTicketForm(valueOfRows([emptyRow()]))).toMatchObject({ ok: false, message: expect.stringContaining('字段名') });
  });
});

describe('what the ticket form sends', () => {
  const items = formItemsOf(tickets.fields, 'create');
  const fields: TicketFormField[] = [
    { name: 'device', label: '设备序列号', type: 'serial' },
    { name: 'site', label: '安装地点', type: 'text' },
  ];

  it("only the type's extra values, normalised as the server stores them, empty ones left out; the link as a pair", () => {
    const body = ticketBody(items, fields, {
      title: ' 不出光 ',
      type_id: 3,
      description: '描述',
      extra_json: { device: ' sup01ab2401 ', site: '  ', stale: 'from another type' },
      link_kind: 'serial',
      link_no: 'sup07ab2501',
      attachments: [],
    });
    expect(body).toMatchObject({ title: '不出光', type_id: 3, extra_json: { device: 'SUP01AB2401' }, link_kind: 'serial', link_no: 'SUP07AB2501', attachments: null });
  });

  it('no extra values is null, and a link with neither part is null', () => {
    expect(ticketBody(items, fields, { title: 't', extra_json: {}, link_kind: undefined, link_no: '' })).toMatchObject({ extra_json: null, link_kind: null, link_no: null });
  });

  it('a link number is needed once a kind is chosen, and is checked as a serial for 设备序列号', () => {
    expect(linkNoField(undefined).required).toBe(false);
    expect(linkNoField('repair')).toMatchObject({ type: 'text', required: true });
    expect(linkNoField('serial')).toMatchObject({ type: 'serial', required: true });
  });
});

describe('已超时', () => {
  const now = Date.parse('2026-11-24T01:00:00Z');
  it('is an open ticket past its due time; never a closed one, nor one without a due time', () => {
    expect(isOverdue('2026-11-24T00:59:59Z', 'processing', now)).toBe(true);
    expect(isOverdue('2026-11-24T00:59:59Z', 'open', now)).toBe(true);
    expect(isOverdue('2026-11-24T01:00:01Z', 'open', now)).toBe(false);
    expect(isOverdue('2026-11-24T00:00:00Z', 'closed', now)).toBe(false);
    expect(isOverdue(null, 'open', now)).toBe(false);
  });
});
