import { UPLOAD_KEY_PATTERN, UPLOAD_URL_PREFIX } from '../../../../resources/settings/upload.ts';
import { isWellFormedText } from '../../body.ts';
import { ApiError } from '../../errors.ts';

/** An order's attachments (合同、付款凭证): at most PURCHASE_ATTACHMENTS uploaded files, each `{ url, name }` (400 naming the file). */
export const PURCHASE_ATTACHMENTS = 10;

export interface PurchaseAttachment {
  url: string;
  name: string;
}

const invalid = (message: string): never => {
  throw new ApiError('VALIDATION_FAILED', message);
};

/** The attachments as stored (null: none). */
export function checkPurchaseAttachments(raw: unknown): PurchaseAttachment[] | null {
  if (raw === null || raw === undefined) return null;
  if (!Array.isArray(raw)) return invalid('「附件」必须是文件列表');
  if (raw.length > PURCHASE_ATTACHMENTS) return invalid(`「附件」最多 ${PURCHASE_ATTACHMENTS} 个，现有 ${raw.length} 个`);
  const files = raw.map((item: unknown, i): PurchaseAttachment => {
    const at = `第 ${i + 1} 个附件`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return invalid(`${at}格式不正确`);
    const { url, name, ...rest } = item as Record<string, unknown>;
    const unknown = Object.keys(rest).find((k) => !['key', 'size', 'mime', 'uid', 'status'].includes(k));
    if (unknown) return invalid(`${at}不认识「${unknown}」`);
    if (typeof url !== 'string' || !url.startsWith(UPLOAD_URL_PREFIX) || !UPLOAD_KEY_PATTERN.test(url.slice(UPLOAD_URL_PREFIX.length))) return invalid(`${at}不是上传得到的文件地址`);
    if (typeof name !== 'string' || name.trim() === '' || name.length > 200 || !isWellFormedText(name)) return invalid(`${at}的文件名须为 1–200 个字符`);
    return { url, name: name.trim() };
  });
  return files.length > 0 ? files : null;
}
