import { Descriptions } from 'antd';
import { fieldOfExtra } from '../../../../domain/ticketForm.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { FIELD_VIEWS } from '../../../schema/fields/viewRegistry.ts';
import { useTicketTypes } from '../useTicketTypes.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A ticket's extra field values (`extra_json`), each under its label and shown as its field type
 * shows (a serial with its warranty, a picture as a thumbnail), in the order of its type's form.
 * A key the type no longer has keeps its raw name.
 */
export function TicketExtra({ value, record }: FieldViewProps) {
  const { types } = useTicketTypes();
  if (!isObject(value) || Object.keys(value).length === 0) return <span>-</span>;
  const fields = types.find((t) => t.value === record?.type_id)?.fields ?? [];
  const known = fields.filter((f) => f.name in value).map(fieldOfExtra);
  const rest = Object.keys(value).filter((k) => !fields.some((f) => f.name === k));
  const items = [
    ...known.map((f) => {
      const { Show } = FIELD_VIEWS[f.type];
      return { key: f.name, label: f.label, children: <Show field={f} value={value[f.name]} /> };
    }),
    ...rest.map((k) => ({ key: k, label: k, children: <span>{String(value[k])}</span> })),
  ];
  return <Descriptions size="small" column={1} items={items} data-testid="ticket-extra" />;
}
