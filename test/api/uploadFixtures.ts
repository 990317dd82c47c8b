import type { Db } from '../../src/server/db/database.ts';

/**
 * A stored upload's row for a test that attaches a file by its URL without uploading bytes: a
 * write may refer to an upload only when its writer may read it (issue 32), so the row names
 * the uploader. The file itself is not on disk (a download of it is 404).
 */
export async function registerUpload(db: Db, key: string, uploaderId: number, name = 'file.png'): Promise<{ url: string; name: string }> {
  await db
    .insertInto('upload_file')
    .values({ key, stored_name: `${key}.png`, original_name: name, mime: 'image/png', ext: 'png', size: 1, sha256: '0'.repeat(64), uploader_id: uploaderId, created_at: '2026-11-22T04:00:00.000Z' })
    .execute();
  return { url: `/api/cms/system/upload/${key}`, name };
}
