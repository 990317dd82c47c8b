import type { Kysely } from 'kysely';
import { UPLOAD_KEY_PATTERN, UPLOAD_URL_PREFIX } from '../../../../resources/settings/upload.ts';
import type { Database } from '../../db/tables.ts';

/**
 * The files a record refers to inside a JSON value (`upload_ref`): a ticket's attachments, its
 * extra pictures, its comments' files. Whoever may read the record may download them
 * (canReadFile, fileAccess.ts). A column that holds one URL is an `image`/`file` field instead.
 */

type Db = Kysely<Database>;

/** The key of one of our upload URLs (`uploadUrl(key)`); anything else → undefined. */
export function uploadKeyOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.startsWith(UPLOAD_URL_PREFIX)) return undefined;
  const key = url.slice(UPLOAD_URL_PREFIX.length);
  return UPLOAD_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * Registers that the record refers to these files, inside the caller's transaction. URLs that are
 * not ours are ignored; a reference already registered stays as it is. References are only added:
 * a file the record once referred to stays in its history (an update's `changes`), which its
 * readers see; `forgetFiles` drops them all when the record goes.
 */
export async function referFiles(db: Db, resource: string, recordId: number, urls: readonly unknown[]): Promise<void> {
  const keys = [...new Set(urls.map(uploadKeyOf).filter((k): k is string => k !== undefined))];
  if (!keys.length) return;
  await db
    .insertInto('upload_ref')
    .values(keys.map((upload_key) => ({ upload_key, resource, record_id: recordId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Drops every file reference of a deleted record (its files go back to their uploaders). */
export async function forgetFiles(db: Db, resource: string, recordId: number): Promise<void> {
  await db.deleteFrom('upload_ref').where('resource', '=', resource).where('record_id', '=', recordId).execute();
}
