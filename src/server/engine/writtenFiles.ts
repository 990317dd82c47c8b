import { UPLOAD_URL_PREFIX } from '../../../resources/settings/upload.ts';
import type { AuthUser } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { AreaSet } from './area.ts';

/**
 * A write may make a record refer to an uploaded file only when its writer may read that file
 * (issue 32): otherwise the record's access — every logged-in user for a picture field, the
 * record's readers for an attachment — would re-publish a private file. Every value a write
 * stores is searched for upload URLs, whatever its field: a picture or file column, a JSON value
 * (a ticket's attachments and picture extra fields), a comment's files, a text that quotes one;
 * so a field added later is covered without a line here. A file the record already referred to
 * (in the same column before the write) is not asked again.
 */

const escaped = UPLOAD_URL_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An upload URL anywhere in a text: the prefix, then a 22-character key that ends there. */
const UPLOAD_IN_TEXT = new RegExp(`${escaped}([A-Za-z0-9_-]{22})(?![A-Za-z0-9_-])`, 'g');

/** What a caller is told when a write refers to a file they may not read. */
export const UNREADABLE_FILE = '不能引用您无权查看的文件（文件不存在，或属于他人）';

/** The upload keys a stored value refers to (a text, or a JSON value as text). */
export function uploadKeysIn(value: unknown): Set<string> {
  if (value === null || value === undefined) return new Set();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return new Set([...text.matchAll(UPLOAD_IN_TEXT)].map((m) => m[1]));
}

/**
 * Refuses (403 through `deny`, an access.denied row naming the column) a write whose values refer
 * to an upload `user` may not read — an unknown key alike, so a key's existence does not show.
 * `values` are what is about to be stored, by column; `before` the row as it was (none on create).
 */
export async function refuseUnreadableFiles(
  areas: AreaSet,
  db: Db,
  user: AuthUser,
  values: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | undefined,
  deny: (reason: string, message?: string) => never,
): Promise<void> {
  for (const [column, value] of Object.entries(values)) {
    const held = uploadKeysIn(before?.[column]);
    for (const key of uploadKeysIn(value)) {
      if (held.has(key) || (await areas.mayReadUpload(db, user, key))) continue;
      deny(`「${column}」引用了无权查看的文件`, UNREADABLE_FILE);
    }
  }
}
