import { formatDate } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { LightTag } from '../../../ui/LightTag.tsx';
import './ticketDue.css';

/** Whether a ticket is past its due time and still open (closed tickets are never overdue). */
export const isOverdue = (due: unknown, status: unknown, now = Date.now()): boolean =>
  typeof due === 'string' && due !== '' && status !== 'closed' && Date.parse(due) < now;

/**
 * A ticket's due time, with 已超时 in red once it has passed on an open ticket. The tag never
 * shrinks: in a narrow cell the time gives way (ending in an ellipsis, the full time on hover),
 * so an overdue ticket always says so, in the table and on a phone's card.
 */
export function TicketDue({ value, record }: FieldViewProps) {
  const t = useText();
  if (typeof value !== 'string' || !value) return <span>-</span>;
  const time = formatDate(value, 'datetime');
  return (
    <span className="ticket-due">
      <span className="ticket-due-time" title={time}>{time}</span>
      {isOverdue(value, record?.status) && <LightTag color="red" data-overdue="">{t('wf.due.overdue')}</LightTag>}
    </span>
  );
}
