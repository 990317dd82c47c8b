import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context, Handler } from 'hono';
import { UPLOAD_KEY_PATTERN, UPLOAD_MAX_BYTES, uploadUrl } from '../../../../resources/settings/upload.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { runWrite } from '../../engine/write.ts';
import { canReadFile } from './fileAccess.ts';
import { ALLOWED_UPLOADS, contentDisposition, extensionOf, fileNameProblem } from './fileTypes.ts';
import { me } from '../caller.ts';

/** The folder uploads live in. */
export const uploadDirOf = (deps: Pick<Deps, 'uploadDir'>): string => resolve(deps.uploadDir ?? './data/uploads');

const MAX_BODY = UPLOAD_MAX_BYTES + 64 * 1024;
const tooLarge = (): ApiError => new ApiError('PAYLOAD_TOO_LARGE', `文件不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);

/** Reads the request body, refusing it as soon as it passes `MAX_BODY` bytes. */
async function readLimited(c: Context<AppEnv>): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY) throw tooLarge();
  const reader = c.req.raw.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const ch of chunks) {
    out.set(ch, at);
    at += ch.byteLength;
  }
  return out;
}

/** The request's multipart body and its one `file` (400/413/415 with a Chinese message otherwise). */
export async function readUploadedFile(c: Context<AppEnv>): Promise<File> {
  return (await readUploadForm(c)).file;
}

/** The request's multipart form: its one `file` and the other fields (400/413/415 with a Chinese message otherwise). */
export async function readUploadForm(c: Context<AppEnv>): Promise<{ file: File; form: FormData }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', '请以 multipart/form-data 上传文件');
  const body = await readLimited(c);
  let form: FormData;
  try {
    form = await new Request('http://upload.local/', { method: 'POST', headers: { 'content-type': type }, body: body as BodyInit }).formData();
  } catch {
    throw new ApiError('BAD_REQUEST', '上传内容格式不正确');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new ApiError('VALIDATION_FAILED', '请选择要上传的文件（字段 file）');
  return { file, form };
}

/** The checked file name of an upload (NFC), or 400 with the reason. */
export function uploadedName(file: File): string {
  const name = file.name.normalize('NFC');
  const problem = fileNameProblem(name);
  if (problem) throw new ApiError('VALIDATION_FAILED', problem);
  if (file.size === 0) throw new ApiError('VALIDATION_FAILED', '文件不能为空');
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
  return name;
}

/** The columns of an `upload_file` row for bytes already checked. */
export interface UploadValues {
  key: string;
  stored_name: string;
  original_name: string;
  mime: string;
  ext: string;
  size: number;
  sha256: string;
  uploader_id: number;
  created_at: string;
}

/**
 * Writes checked bytes to the upload folder under a random name and answers the `upload_file`
 * row to insert (its key: 128 random bits). The caller inserts it in its own write.
 */
export async function saveUploadBytes(deps: Pick<Deps, 'uploadDir' | 'clock'>, bytes: Uint8Array, file: { name: string; mime: string; ext: string; uploaderId: number }): Promise<UploadValues> {
  const storedName = `${randomUUID()}.${file.ext}`;
  const dir = uploadDirOf(deps);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, storedName), bytes, { flag: 'wx' });
  return {
    key: randomBytes(16).toString('base64url'),
    stored_name: storedName,
    original_name: file.name,
    mime: file.mime,
    ext: file.ext,
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploader_id: file.uploaderId,
    created_at: new Date(deps.clock.now()).toISOString(),
  };
}

/** The bytes of a stored upload. */
export const readUploadBytes = (deps: Pick<Deps, 'uploadDir'>, storedName: string): Promise<Buffer> => readFile(join(uploadDirOf(deps), storedName));

/**
 * POST /system/upload (multipart, field `file`) → `{key, name, url, size, mime}`. The key is
 * 128 random bits; the action log keeps the row's id, name, size and type, never the key.
 */
export const uploadHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const file = await readUploadedFile(c);
  const name = uploadedName(file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // loaded on the first upload, not at server start
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = detected ? ALLOWED_UPLOADS[detected.mime] : undefined;
  if (!detected || !allowed) throw new ApiError('VALIDATION_FAILED', '不支持的文件类型（仅支持图片、PDF、ZIP、Word/Excel 文档和 MP4 视频）');
  const ext = extensionOf(name);
  if (ext && !allowed.exts.includes(ext)) throw new ApiError('VALIDATION_FAILED', `文件内容与扩展名不符（内容是 ${detected.ext.toUpperCase()}，扩展名是 ${ext.toUpperCase()}）`);
  const values = await saveUploadBytes(deps, bytes, { name: ext ? name : `${name}.${allowed.exts[0]}`, mime: detected.mime, ext: allowed.exts[0], uploaderId: user.id });
  // The file itself is written above, outside the database; its row and the row's log commit together.
  const result = await runWrite(c, deps, { action: 'upload.create', resource: 'upload' }, async ({ trx }) => {
    const row = await trx.insertInto('upload_file').values(values).returningAll().executeTakeFirstOrThrow();
    const answer = { key: row.key, name: row.original_name, url: uploadUrl(row.key), size: row.size, mime: row.mime };
    return { result: answer, log: { recordId: row.id, after: { id: row.id, name: row.original_name, size: row.size, mime: row.mime } } };
  });
  return c.json(ok(result));
};

/**
 * GET /system/upload/:key: the file with its original name (`filename*=UTF-8''…`), `nosniff`
 * (the app's CSP applies too), and `attachment` for anything but images. HTML and SVG are never
 * accepted, so nothing served here can run script. Not a key, no such key, or a file the caller
 * may not read (canReadFile) is the same 404.
 */
export const downloadHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const key = c.req.param('key') ?? '';
  const row = UPLOAD_KEY_PATTERN.test(key) ? await deps.db.selectFrom('upload_file').selectAll().where('key', '=', key).executeTakeFirst() : undefined;
  if (!row || !(await canReadFile(deps.areas, deps.db, user, row))) throw new ApiError('NOT_FOUND');
  return sendStoredFile(c, deps, row);
};

/**
 * Answers a stored file's bytes with its original (or given) name (`filename*=UTF-8''…`),
 * `nosniff` (the app's CSP applies too) and `attachment` for anything but images; a file gone
 * from the folder is 404. The caller has checked who may read it.
 */
export async function sendStoredFile(c: Context<AppEnv>, deps: Pick<Deps, 'uploadDir'>, row: { stored_name: string; mime: string; original_name: string }, options: { name?: string; cache?: string } = {}): Promise<Response> {
  let data: Buffer;
  try {
    data = await readFile(join(uploadDirOf(deps), row.stored_name));
  } catch {
    throw new ApiError('NOT_FOUND', '文件不存在或已被删除');
  }
  const inline = ALLOWED_UPLOADS[row.mime]?.inline === true;
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': row.mime,
    'Content-Length': String(data.byteLength),
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', options.name ?? row.original_name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': options.cache ?? 'private, max-age=3600',
  });
}
