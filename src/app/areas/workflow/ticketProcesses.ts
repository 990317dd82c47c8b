import type { HistoryEntry } from '../../../domain/wire.ts';
import { attachmentsOf as filesOf, type Attachment } from '../../shared/files/attachments.ts';

/** Where the handling record is read and written (section 7's processes). */
export const PROCESS_PATH = '/workflow/process';

/** An entry's data as an object (the server keeps JSON; anything else reads as empty). */
const dataOf = (e: Pick<HistoryEntry, 'data'>): Record<string, unknown> =>
  e.data && typeof e.data === 'object' && !Array.isArray(e.data) ? (e.data as Record<string, unknown>) : {};

/** The files of an entry (`data.attachments`, kept as a ticket keeps its own), the malformed ones dropped. */
export const attachmentsOf = (e: Pick<HistoryEntry, 'data'>): Attachment[] => filesOf(dataOf(e).attachments);

/** A description change's before and after (`data.changes.description`), or null. */
export function descriptionChange(e: Pick<HistoryEntry, 'data'>): { from: string; to: string } | null {
  const changes = dataOf(e).changes;
  const change = changes && typeof changes === 'object' ? (changes as Record<string, unknown>).description : undefined;
  if (!change || typeof change !== 'object') return null;
  const { from, to } = change as { from?: unknown; to?: unknown };
  return { from: String(from ?? ''), to: String(to ?? '') };
}

/** A reference the entry's data holds (`handler_id`, `question_id`) by its label, else `#id`; null when absent. */
export function referenceOf(e: Pick<HistoryEntry, 'data'>, field: string, labels: ReadonlyMap<number, string>): string | null {
  const value = dataOf(e)[field];
  if (value === null || value === undefined || value === '') return null;
  return labels.get(Number(value)) ?? `#${String(value)}`;
}

/** A value of an entry's data as text, or null when absent. */
export function dataText(e: Pick<HistoryEntry, 'data'>, name: string): string | null {
  const value = dataOf(e)[name];
  return value === null || value === undefined || value === '' ? null : String(value);
}

/** What kind of step an entry is, by which the timeline words it. */
export type ProcessStep = 'create' | 'comment' | 'assign' | 'close' | 'desc' | 'update' | 'status';

export function stepOf(e: Pick<HistoryEntry, 'kind' | 'action'>): ProcessStep {
  if (e.kind === 'create') return 'create';
  if (e.kind === 'follow' || e.action === 'follow') return 'comment';
  if (e.action === 'assign') return 'assign';
  if (e.action === 'close') return 'close';
  if (e.action === 'desc') return 'desc';
  return e.kind === 'update' ? 'update' : 'status';
}

/** Whether a file is shown as a picture (by its name's extension). */
