import type { MessageKind } from '../../../../resources/messages.ts';

/** A person as the message calls show them. */
export interface MessagePerson {
  id: number;
  name: string;
  username: string;
}

/** Who last edited a notice and when (both null for a message never edited). */
export interface EditMark {
  edited_at: string | null;
  editor_name: string | null;
}

/** One message of the caller's inbox (`GET /admin/message/inbox`): a private message or a notice. */
export interface InboxMessage extends EditMark {
  id: number;
  kind: MessageKind;
  title: string;
  content: string;
  read: boolean;
  delivered_at: string;
  sender: MessagePerson;
}

/** One message of an outbox (private) or of the management list (notices, with their edit mark). */
export interface SentMessage extends Partial<EditMark> {
  id: number;
  title: string;
  content: string;
  status: 'sent' | 'revoked';
  sent_at: string;
  created_at: string;
  version?: number;
  sender_name?: string;
  recipients: (MessagePerson & { read: boolean })[];
  read_count: number;
}

/** A list page of a message call. */
export interface MessagePage<T> {
  list: T[];
  total: number;
}
