import { sql } from 'kysely';
import { resources } from '../../../../resources/index.ts';
import { findResource } from '../../../../resources/registry.ts';
import { fileReferencesOf, recordReadAccessOf, uploadUrl, type FileReference } from '../../../../resources/settings/upload.ts';
import { canAccess } from '../../../domain/access.ts';
import { isSuperAdmin } from '../../../domain/groups.ts';
import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { AreaSet } from '../../engine/area.ts';
import { rowScopeOf } from '../../engine/hooks.ts';
import { findRow } from '../../engine/records.ts';

/** The file references of the registry's declarations, public ones first (the common, cheap answer). */
export const FILE_REFERENCES: readonly FileReference[] = [...fileReferencesOf(resources)].sort((a, b) => (a.access === b.access ? 0 : a.access === 'public' ? -1 : 1));

/** Whether some row of the reference's table holds `url` in its column (one indexed look-up). */
async function isReferenced(db: Db, ref: FileReference, url: string): Promise<boolean> {
  const found = await sql<{ one: number }>`select 1 as one from ${sql.table(ref.table)} where ${sql.ref(ref.column)} = ${url} limit 1`.execute(db);
  return found.rows.length > 0;
}

/**
 * Whether some record registered as referring to the file (`upload_ref`, fileRefs.ts) is one
 * `user` may read: the resource's read access, and the record still there within their row scope.
 */
async function isReadableReference(areas: AreaSet, db: Db, user: AuthUser, key: string): Promise<boolean> {
  const rows = await db.selectFrom('upload_ref').select(['resource', 'record_id']).where('upload_key', '=', key).execute();
  for (const row of rows) {
    const resource = findResource(row.resource);
    if (!resource || !canAccess({ group: user.group, permissions: user.permissions }, recordReadAccessOf(resource))) continue;
    if (await findRow(db, resource, Number(row.record_id), rowScopeOf(areas, resource, user))) return true;
  }
  return false;
}

/**
 * Whether `user` may download the file with this key and uploader: its uploader and a super
 * admin always; anyone logged in when a picture field refers to it; whoever may read a record
 * whose attachment field refers to it, or that registered the file (`upload_ref`). A file no
 * record refers to stays with its uploader.
 */
export async function canReadFile(areas: AreaSet, db: Db, user: AuthUser, file: { key: string; uploader_id: number | null }, refs: readonly FileReference[] = FILE_REFERENCES): Promise<boolean> {
  if (file.uploader_id === user.id || isSuperAdmin(user.group)) return true;
  const url = uploadUrl(file.key);
  for (const ref of refs) {
    if (ref.access === 'record' && !canAccess({ group: user.group, permissions: user.permissions }, ref.read)) continue;
    if (await isReferenced(db, ref, url)) return true;
  }
  return isReadableReference(areas, db, user, file.key);
}

/**
 * Whether `user` may read the upload with this key now (canReadFile); an unknown key: no, as a
 * download answers it. What a write that refers to an upload asks first (engine/writtenFiles.ts):
 * otherwise the new record's access would re-publish a file its writer could not read.
 */
export async function mayReadUpload(areas: AreaSet, db: Db, user: AuthUser, key: string): Promise<boolean> {
  const row = await db.selectFrom('upload_file').select(['key', 'uploader_id']).where('key', '=', key).executeTakeFirst();
  return row !== undefined && (await canReadFile(areas, db, user, row));
}
