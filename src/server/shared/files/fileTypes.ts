/** What kind of file an accepted type is (the file library shows and filters by it). */
export type UploadKind = 'image' | 'pdf' | 'document' | 'sheet' | 'archive' | 'video';

/**
 * The file types an upload may have, keyed by the type `file-type` reads from the content.
 * `exts` are the names' extensions that agree with it; `inline` types may be shown in the
 * browser, everything else is downloaded as an attachment (never HTML or SVG: they are not
 * accepted at all, as they could run script); `kind` is what kind of file it is.
 */
export const ALLOWED_UPLOADS: Record<string, { exts: readonly string[]; inline: boolean; kind: UploadKind }> = {
  'image/png': { exts: ['png'], inline: true, kind: 'image' },
  'image/jpeg': { exts: ['jpg', 'jpeg'], inline: true, kind: 'image' },
  'image/gif': { exts: ['gif'], inline: true, kind: 'image' },
  'image/webp': { exts: ['webp'], inline: true, kind: 'image' },
  'application/pdf': { exts: ['pdf'], inline: false, kind: 'pdf' },
  'application/zip': { exts: ['zip'], inline: false, kind: 'archive' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { exts: ['xlsx'], inline: false, kind: 'sheet' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { exts: ['docx'], inline: false, kind: 'document' },
  'video/mp4': { exts: ['mp4'], inline: false, kind: 'video' },
};

/** The extension of a file name, lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Why an original file name is refused, or null: no path separators, control characters, unreadable characters or `..`, ≤ 200 characters. */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return '文件名不能为空';
  if (/[/\\]/.test(name)) return '文件名不能包含路径分隔符';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return '文件名不能包含控制字符';
  // U+FFFD is what bytes that are not UTF-8 (a lone surrogate's ED A0 80) became while the form was read
  if (/[\ufffd\p{Surrogate}]/u.test(name)) return '文件名含有无法识别的字符，请改名后再上传';
  if (name === '.' || name === '..' || name.startsWith('..')) return '文件名不正确';
  if (name.length > 200) return '文件名不能超过 200 个字';
  return null;
}

/** `Content-Disposition` keeping a Chinese name: an ASCII fallback plus RFC 5987 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
