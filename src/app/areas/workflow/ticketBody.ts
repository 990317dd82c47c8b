import type { FieldDef } from '../../../../resources/define.ts';
import { fieldOf } from '../../../../resources/registry.ts';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { isEmptyValue } from '../../../domain/fieldRules.ts';
import { fieldOfExtra, type TicketFormField } from '../../../domain/ticketForm.ts';
import { sentValue, sentValues, type FormItemSpec } from '../../schema/formItemsOf.ts';

/** The ticket form's values: the declared fields, the type's extra values under `extra_json`. */
export type TicketValues = Record<string, unknown> & { extra_json?: Record<string, unknown> | null };

const LINK_KIND = fieldOf(tickets, 'link_kind') as FieldDef;
const LINK_NO = fieldOf(tickets, 'link_no') as FieldDef;

/** `link_kind` as the form checks it: needed once a number or serial is given (both or neither). */
export const linkKindField = (no: unknown): FieldDef => ({ ...LINK_KIND, required: !isEmptyValue(LINK_NO, no) });

/** `link_no` as the form checks it: needed once a kind is chosen, and a serial when the kind is 设备序列号. */
export const linkNoField = (kind: unknown): FieldDef =>
  kind === 'serial' ? { ...LINK_NO, type: 'serial', required: true } : { ...LINK_NO, required: !isEmptyValue(LINK_KIND, kind) };

/**
 * What the form sends: each declared field as the server stores it (sentValues), the extra
 * values of the chosen type's fields only (empty ones left out; none is null), the link as a
 * pair or null, the attachments or null.
 */
export function ticketBody(items: readonly FormItemSpec[], fields: readonly TicketFormField[], values: TicketValues): Record<string, unknown> {
  const own = new Set(['extra_json', 'link_kind', 'link_no', 'attachments']);
  const body = sentValues(items.filter((i) => !own.has(i.name)), values);
  delete body.extra_json;
  const extra: Record<string, unknown> = {};
  for (const f of fields) {
    const def = fieldOfExtra(f);
    const v = values.extra_json?.[f.name];
    if (!isEmptyValue(def, v)) extra[f.name] = sentValue(def, v);
  }
  const kind = isEmptyValue(LINK_KIND, values.link_kind) ? null : values.link_kind;
  const no = isEmptyValue(LINK_NO, values.link_no) ? null : sentValue(linkNoField(kind), values.link_no);
  const files = Array.isArray(values.attachments) && values.attachments.length ? values.attachments : null;
  return { ...body, extra_json: Object.keys(extra).length ? extra : null, link_kind: kind, link_no: no, attachments: files };
}
