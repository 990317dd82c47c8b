import { ALLOWED_UPLOADS, extensionOf, type UploadKind } from '../../shared/files/fileTypes.ts';

/** A library file's kind (resources/oss/access.ts FILE_KINDS), its stored type and extension. */
export interface CheckedFile {
  kind: UploadKind | 'text';
  mime: string;
  ext: string;
}

/** Text files the library takes besides the shared upload types: their content has no signature, so it must be UTF-8 text. */
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain; charset=utf-8', md: 'text/markdown; charset=utf-8', markdown: 'text/markdown; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** Why a file is refused, in Chinese. */
export class FileKindError extends Error {}

/** Whether the bytes read as UTF-8 text (no NUL, no broken sequence). */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's kind, read from its content (file-type's signatures; for a .txt .md .csv file, its
 * UTF-8 text), which must agree with its name's extension. Throws FileKindError with the reason.
 */
export async function checkLibraryFile(bytes: Uint8Array, name: string): Promise<CheckedFile> {
  const ext = extensionOf(name);
  // loaded on the first upload, not at server start
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = detected ? ALLOWED_UPLOADS[detected.mime] : undefined;
  if (detected && allowed) {
    if (ext && !allowed.exts.includes(ext)) throw new FileKindError(`文件内容与扩展名不符（内容是 ${detected.ext.toUpperCase()}，扩展名是 ${ext.toUpperCase()}）`);
    return { kind: allowed.kind, mime: detected.mime, ext: ext || allowed.exts[0] };
  }
  const textType = TEXT_TYPES[ext];
  if (!detected && textType) {
    if (!isUtf8Text(bytes)) throw new FileKindError(`文件内容不是 UTF-8 文本，不能作为 .${ext} 文件上传`);
    return { kind: 'text', mime: textType, ext };
  }
  throw new FileKindError('不支持的文件类型（支持图片、PDF、Word、Excel、ZIP、MP4 视频和 .txt / .md / .csv 文本）');
}
