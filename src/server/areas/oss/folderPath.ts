import type { Db } from '../../db/database.ts';

/** The root of the library: the folder id of files and folders at the top (全部文件). */
export const ROOT_FOLDER = 0;

/** At most this many levels are walked: the hooks keep folders from nesting in a loop, this keeps a bad row from hanging a request. */
const MAX_DEPTH = 50;

/** The folders from the root down to `id` (the breadcrumb), or null when `id` is not a folder. */
export async function folderPathOf(db: Db, id: number): Promise<{ id: number; name: string }[] | null> {
  const path: { id: number; name: string }[] = [];
  let at = id;
  for (let depth = 0; at !== ROOT_FOLDER && depth < MAX_DEPTH; depth++) {
    const row = await db.selectFrom('oss_folder').select(['id', 'name', 'parent_id']).where('id', '=', at).executeTakeFirst();
    if (!row) return null;
    path.unshift({ id: Number(row.id), name: row.name });
    at = Number(row.parent_id);
  }
  return path;
}
