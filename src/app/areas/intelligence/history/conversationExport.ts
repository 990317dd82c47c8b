import type { DataProvider } from '@refinedev/core';
import type { FieldDef } from '../../../../../resources/define.ts';
import { aiConversations, aiTurns } from '../../../../../resources/intelligence/conversations.ts';
import type { ListPayload } from '../../../../domain/envelope.ts';
import { CmsHttpError } from '../../../providers/mappers/envelope.ts';
import type { Cell } from '../../../schema/list/exportCells.ts';
import { exportHeadersOf, exportRowOf } from '../../../schema/list/exportCells.ts';
import type { WorkbookSheet } from '../../../schema/list/exportWorkbook.ts';
import { TURN_PATH } from './turns.ts';

/** One conversation's path (its detail endpoint, resources/intelligence/conversations.ts). */
const CONVERSATION_PATH = '/intelligence/history';

/** The most rows a list page holds (the server's limit). */
const PAGE_MAX = 100;

const fieldsOf = (fields: readonly FieldDef[], names: readonly string[]): FieldDef[] =>
  names.map((name) => {
    const f = fields.find((x) => x.name === name);
    if (!f) throw new Error(`no field ${name}`);
    return f;
  });

/** The conversations sheet's columns after the id: channel, customer, start, messages, outcome (resolved / handed over), vote. */
const CONVERSATION_FIELDS = fieldsOf(aiConversations.fields, ['channel', 'customer_name', 'started_at', 'message_count', 'outcome', 'vote']);
/** The turns sheet's columns after the conversation id: time, question, answer, the pipeline's path, time taken. */
const TURN_FIELDS = fieldsOf(aiTurns.fields, ['created_at', 'question', 'answer', 'source', 'elapsed_ms']);

type Rec = Record<string, unknown>;

/** What was read: the conversations the caller may read, their turns, and how many selected ones were not there for them. */
export interface ConversationExport {
  conversations: Rec[];
  turns: Rec[];
  skipped: number;
}

/** A conversation as the caller may read it now, or null when the server says there is none for them (404/403). */
async function readConversation(provider: DataProvider, id: number): Promise<Rec | null> {
  try {
    const { data } = await provider.custom!<Rec>({ url: `${CONVERSATION_PATH}/${id}`, method: 'get' });
    return data;
  } catch (e) {
    if (e instanceof CmsHttpError && (e.statusCode === 404 || e.statusCode === 403)) return null;
    throw e;
  }
}

/** Every turn of a conversation, in order, page by page. */
async function readTurns(provider: DataProvider, conversationId: number): Promise<Rec[]> {
  const all: Rec[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await provider.custom!<ListPayload<Rec> & Rec>({ url: TURN_PATH, method: 'get', query: { conversation_id: conversationId, page, pageSize: PAGE_MAX } });
    const list = Array.isArray(data.list) ? data.list : [];
    all.push(...list);
    if (list.length < PAGE_MAX || all.length >= Number(data.total ?? 0)) return all;
  }
}

/**
 * Reads the selected conversations and their turns through the same endpoints as the pages, with
 * the caller's session: a conversation the caller may not read (or that is gone) is skipped and
 * counted, never exported.
 */
export async function readConversations(provider: DataProvider, ids: readonly number[]): Promise<ConversationExport> {
  const conversations: Rec[] = [];
  const turns: Rec[] = [];
  let skipped = 0;
  for (const id of ids) {
    const conversation = await readConversation(provider, id);
    if (!conversation) {
      skipped += 1;
      continue;
    }
    conversations.push(conversation);
    turns.push(...(await readTurns(provider, id)).map((turn) => ({ ...turn, conversation_id: conversation.id })));
  }
  return { conversations, turns, skipped };
}

/** The two sheets: the conversations, and their turns (each with its conversation's id), under the declarations' labels. */
export function conversationSheets(read: ConversationExport, names: { conversations: string; turns: string; conversationId: string }): WorkbookSheet[] {
  const idCell = (v: unknown): Cell => (typeof v === 'number' ? v : v === undefined || v === null ? null : Number(v));
  return [
    {
      name: names.conversations,
      headers: [names.conversationId, ...exportHeadersOf(CONVERSATION_FIELDS)],
      rows: read.conversations.map((c) => [idCell(c.id), ...exportRowOf(CONVERSATION_FIELDS, c)]),
    },
    {
      name: names.turns,
      headers: [names.conversationId, ...exportHeadersOf(TURN_FIELDS)],
      rows: read.turns.map((turn) => [idCell(turn.conversation_id), ...exportRowOf(TURN_FIELDS, turn)]),
    },
  ];
}
