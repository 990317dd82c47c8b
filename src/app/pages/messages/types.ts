/** A person as the message calls show them. */
export interface MessagePerson {
  id: number;
  name: string;
  username: string;
}

/** One message of the caller's inbox (`GET /admin/message/inbox`). */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  delivered_at: string;
  sender: MessagePerson;
}

/** One message of an outbox or of the management list. */
export interface SentMessage {
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
