import { sql } from 'kysely';
import { resources } from '../../../../resources/index.ts';
import { fileReferencesOf, uploadUrl, type FileReference } from '../../../../resources/settings/upload.ts';
import { canAccess } from '../../../domain/access.ts';
import { isSuperAdmin } from '../../../domain/groups.ts';
import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';

/** The file references of the registry's declarations, public ones first (the common, cheap answer). */
export const FILE_REFERENCES: readonly FileReference[] = [...fileReferencesOf(resources)].sort((a, b) => (a.access === b.access ? 0 : a.access === 'public' ? -1 : 1));

/** Whether some row of the reference's table holds `url` in its column (one indexed look-up). */
async function isReferenced(db: Db, ref: FileReference, url: string): Promise<boolean> {
  const found = await sql<{ one: number }>`select 1 as one from ${sql.table(ref.table)} where ${sql.ref(ref.column)} = ${url} limit 1`.execute(db);
  return found.rows.length > 0;
}

/**
 * Whether `user` may download the file with this key and uploader: its uploader and a super
 * admin always; anyone logged in when a picture field refers to it; whoever may read a record
 * whose attachment field refers to it. A file no record refers to stays with its uploader.
 */
export async function canReadFile(db: Db, user: AuthUser, file: { key: string; uploader_id: number | null }, refs: readonly FileReference[] = FILE_REFERENCES): Promise<boolean> {
  if (file.uploader_id === user.id || isSuperAdmin(user.group)) return true;
  const url = uploadUrl(file.key);
  for (const ref of refs) {
    if (ref.access === 'record' && !canAccess({ group: user.group, permissions: user.permissions }, ref.read)) continue;
    if (await isReferenced(db, ref, url)) return true;
  }
  return false;
}
