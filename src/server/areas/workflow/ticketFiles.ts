import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { referFiles } from '../../shared/files/fileRefs.ts';
import { formOfType, requireType } from './ticketRules.ts';

/**
 * A ticket's files — its attachments, the pictures of its extra fields, its comments' files — are
 * registered as the ticket's (`upload_ref`, resource `tickets`): whoever may open the ticket may
 * download them (docs/decisions.md, "Who may download").
 */

const parsed = (text: unknown): unknown => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The URLs a stored ticket row holds: each attachment's `url`, each value of an `image` extra field of its type. */
export async function ticketFileUrls(db: Kysely<Database>, row: Record<string, unknown>): Promise<unknown[]> {
  const attachments = parsed(row.attachments);
  const urls: unknown[] = Array.isArray(attachments) ? attachments.map((a: unknown) => (typeof a === 'object' && a !== null ? (a as { url?: unknown }).url : null)) : [];
  const extra = parsed(row.extra_json);
  if (typeof extra === 'object' && extra !== null) {
    const pictures = formOfType(await requireType(db, row.type_id)).filter((f) => f.type === 'image');
    for (const f of pictures) urls.push((extra as Record<string, unknown>)[f.name]);
  }
  return urls;
}

/** Registers the files a ticket row holds as the ticket's, inside the write's transaction. */
export async function referTicketFiles(db: Kysely<Database>, row: Record<string, unknown>): Promise<void> {
  await referFiles(db, 'tickets', Number(row.id), await ticketFileUrls(db, row));
}
