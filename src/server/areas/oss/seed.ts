import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { ROOT_FOLDER } from './folderPath.ts';

/** The demo folders: where the assistant's documents and the replies' pictures are kept. */
const FOLDERS: readonly { name: string; children?: readonly string[] }[] = [
  { name: '产品手册', children: ['激光雕刻机', '切割机'] },
  { name: '故障排查' },
  { name: '保修政策' },
  { name: '图片素材', children: ['公众号配图'] },
];

/**
 * The library's demo folders (no files: a file's bytes live in the upload folder, which the
 * seed does not write; staff upload the fixtures of test/fixtures/intelligence/ to try it).
 */
export async function seedLibrary(db: Db, now: number): Promise<void> {
  const at = new Date(now - 90 * 24 * 60 * 60 * 1000).toISOString();
  for (const folder of FOLDERS) {
    const row = await db.insertInto('oss_folder').values({ name: folder.name, parent_id: ROOT_FOLDER, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    for (const child of folder.children ?? []) await db.insertInto('oss_folder').values({ name: child, parent_id: Number(row.id), created_at: at, updated_at: at }).execute();
  }
}

export const seed = defineSeed({ area: 'oss', seeds: ['ossFolders'], run: (db, now) => seedLibrary(db, now) });
