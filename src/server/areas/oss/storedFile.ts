import { UPLOAD_URL_PREFIX } from '../../../../resources/settings/upload.ts';
import type { Deps } from '../../context.ts';

/** A library entry with its stored file's row (`upload_file`, found by the key in its URL), or undefined. */
export async function storedFileOf(deps: Pick<Deps, 'db'>, id: number) {
  const entry = await deps.db.selectFrom('oss_file').select(['id', 'name', 'kind', 'file', 'mime', 'sha256']).where('id', '=', id).executeTakeFirst();
  if (!entry || !entry.file.startsWith(UPLOAD_URL_PREFIX)) return undefined;
  const stored = await deps.db.selectFrom('upload_file').select(['stored_name', 'original_name', 'mime']).where('key', '=', entry.file.slice(UPLOAD_URL_PREFIX.length)).executeTakeFirst();
  return stored ? { ...entry, id: Number(entry.id), stored_name: stored.stored_name, original_name: stored.original_name } : undefined;
}
