import type { MessageKind } from '../../../../resources/settings/messages.ts';

/** A person as the message calls show them (`GET /admin/message/recipients`). */
export interface MessagePerson {
  id: number;
  name: string;
  username: string;
}

/** One row of the caller's inbox (`GET /admin/message/inbox`, resources/settings/myMessages.ts): a private message or a notice. */
export interface InboxMessage {
  id: number;
  kind: MessageKind;
  title: string;
  content: string;
  /** 1 once read, 0 while unread. */
  read: 0 | 1;
  delivered_at: string;
  sender_id: number;
  sender_id_label: string | null;
}

/** A list page of the inbox. */
export interface MessagePage<T> {
  list: T[];
  total: number;
}
