/** A reply as sent (reply_message.replies, resolved by the matcher). */
export type SentReply =
  | { kind: 'text'; text: string }
  | { kind: 'image'; fileId: number; name: string; url: string }
  | { kind: 'news'; title: string; url: string; description?: string; cover?: string }
  | { kind: 'corpus'; corpusId: number; text: string };

/** A history row as the list and detail answer it (reply_message). */
export interface ReplyMessage {
  id: number;
  openid: string;
  nickname?: string | null;
  msg_type: 'text' | 'subscribe' | string;
  content: string;
  normalized?: string | null;
  result: string;
  matched: boolean;
  rule_id?: number | null;
  rule_id_label?: string | null;
  keyword?: string | null;
  replies?: unknown;
  is_test: boolean;
  created_at: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The replies of a row that the chat can show (a malformed entry is left out, never thrown on). */
export function sentRepliesOf(value: unknown): SentReply[] {
  const list = typeof value === 'string' ? safeParse(value) : value;
  if (!Array.isArray(list)) return [];
  return list.filter((r): r is SentReply => isObject(r) && ['text', 'image', 'news', 'corpus'].includes(String(r.kind)));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A link the chat may open: http(s) or a path of this site. */
export const safeHref = (url: unknown): string | undefined => (typeof url === 'string' && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : undefined);
