import { inbox } from '../../../../../resources/settings/myMessages.ts';
import { listFieldsOf, type Row } from '../../../schema/columnsOf.tsx';
import { RecordDescriptions } from '../../../schema/show/RecordDescriptions.tsx';
import { useMarkReadOnOpen } from '../../../shared/messages/useMarkReadOnOpen.ts';

const LISTED = new Set(listFieldsOf(inbox, inbox.screens[0]).map((f) => f.name));

/**
 * A message of 我的站内信 opened (its row expanded, or 展开 on a phone's card): its content — the
 * records it names as links — and the other fields the row leaves out; opening it marks it read.
 */
export function MessageRowDetail({ record }: { record: Row }) {
  useMarkReadOnOpen(record);
  return (
    <div data-testid="message-detail">
      <RecordDescriptions resource={inbox} record={record} except={LISTED} />
    </div>
  );
}
