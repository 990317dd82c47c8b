import { TICKET_FORM_TYPES } from '../../../../domain/ticketForm.ts';
import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';

const typeLabel = (type: unknown): string => TICKET_FORM_TYPES.find((t) => t.value === type)?.label ?? String(type);

/** A ticket type's extra fields in one line: 激光功率（选项，必填）、安装日期（日期）. */
export function TicketFormSummary({ value }: FieldViewProps) {
  const t = useText();
  if (!Array.isArray(value) || value.length === 0) return <span>-</span>;
  const text = value
    .map((f: { label?: unknown; type?: unknown; required?: unknown }) => {
      const facts = [typeLabel(f.type), ...(f.required === true ? [t('wf.builder.requiredMark')] : [])];
      return `${String(f.label ?? '')}（${facts.join('，')}）`;
    })
    .join(t('wf.builder.summarySep'));
  return <span title={text}>{text}</span>;
}
