import { createHash } from 'node:crypto';
import type { Handler } from 'hono';
import { ossFiles } from '../../../../resources/oss/files.ts';
import { uploadUrl } from '../../../../resources/settings/upload.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { me } from '../../shared/caller.ts';
import { readUploadForm, saveUploadBytes, uploadedName } from '../../shared/files/upload.ts';
import { checkLibraryFile, FileKindError } from './fileKinds.ts';
import { folderPathOf, ROOT_FOLDER } from './folderPath.ts';

/** The folder named by the form's `folder_id` (none or 0: the root), or 400. */
async function folderOf(deps: Deps, raw: FormDataEntryValue | null): Promise<number> {
  if (raw === null || raw === '' || raw === '0') return ROOT_FOLDER;
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new ApiError('VALIDATION_FAILED', '「所在文件夹」不正确');
  if (!(await folderPathOf(deps.db, id))) throw new ApiError('VALIDATION_FAILED', '文件夹不存在或已被删除');
  return id;
}

/**
 * POST /oss/file/upload (multipart: `file`, and `folder_id`, none or 0 for the root): one file
 * into the library, its type read from its content (fileKinds.ts). Content already in the
 * library (the same sha256) is not stored again: the new entry shares the stored file
 * (`deduplicated: true`, with the entry it shares with). The row and its log commit together.
 */
export const uploadLibraryFileHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const { file, form } = await readUploadForm(c);
  const folderId = await folderOf(deps, form.get('folder_id'));
  const name = uploadedName(file);
  if (name.length > 120) throw new ApiError('VALIDATION_FAILED', '「文件名」不能超过 120 个字');
  const bytes = new Uint8Array(await file.arrayBuffer());
  let checked;
  try {
    checked = await checkLibraryFile(bytes, name);
  } catch (e) {
    if (e instanceof FileKindError) throw new ApiError('VALIDATION_FAILED', e.message);
    throw e;
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const same = await deps.db.selectFrom('oss_file').select(['id', 'name', 'file']).where('sha256', '=', sha256).orderBy('id').limit(1).executeTakeFirst();
  // new bytes go to the upload folder before the write; shared ones are already there
  const stored = same ? null : await saveUploadBytes(deps, bytes, { name, mime: checked.mime, ext: checked.ext, uploaderId: user.id });
  const nowIso = new Date(deps.clock.now()).toISOString();
  const row = await runWrite(c, deps, { action: 'oss.upload', resource: ossFiles.name }, async ({ trx, history }) => {
    if (stored) await trx.insertInto('upload_file').values(stored).execute();
    const url = stored ? uploadUrl(stored.key) : String(same?.file);
    const inserted = await trx
      .insertInto('oss_file')
      .values({ name, folder_id: folderId, kind: checked.kind, size: bytes.byteLength, file: url, mime: checked.mime, sha256, uploader_id: user.id, created_at: nowIso, updated_at: nowIso })
      .returningAll()
      .executeTakeFirstOrThrow();
    await history({ kind: 'create', content: same ? `上传文件「${name}」（与「${same.name}」内容相同，共用存储）` : `上传文件「${name}」` }, { resource: ossFiles, id: Number(inserted.id) });
    return { result: inserted, log: { recordId: Number(inserted.id), after: { id: Number(inserted.id), name, folder_id: folderId, size: bytes.byteLength, kind: checked.kind, deduplicated: Boolean(same) } } };
  });
  return c.json(ok({ id: Number(row.id), name: row.name, kind: row.kind, size: Number(row.size), folderId, deduplicated: Boolean(same), ...(same ? { sameAs: { id: Number(same.id), name: same.name } } : {}) }));
};
