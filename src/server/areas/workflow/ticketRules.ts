import type { Kysely } from 'kysely';
import { UPLOAD_KEY_PATTERN, UPLOAD_URL_PREFIX } from '../../../../resources/settings/upload.ts';
import { TICKET_LINK_KINDS, TICKET_PRIORITIES, type TicketPriority } from '../../../../resources/workflow/ticketStates.ts';
import { checkTicketForm, type TicketFormField } from '../../../domain/ticketForm.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import { isWellFormedText } from '../../body.ts';
import type { Database } from '../../db/tables.ts';
import type { WorkflowTypeTable } from '../../db/tables.ts';
import type { Selectable } from 'kysely';
import { ApiError } from '../../errors.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';

/** The checks a ticket's values pass on create, update and the handling calls (docs/decisions.md, "Workflow tickets"). */

type Db = Kysely<Database>;
export type TicketType = Selectable<WorkflowTypeTable>;

const invalid = (message: string): never => {
  throw new ApiError('VALIDATION_FAILED', message);
};

/** A ticket's type by id; unknown → 400. */
export async function requireType(db: Db, id: unknown): Promise<TicketType> {
  const type = typeof id === 'number' && Number.isSafeInteger(id) ? await db.selectFrom('workflow_type').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  return type ?? invalid('「类型」不存在');
}

/** The type's extra fields as stored (checked when the type was written). */
export function formOfType(type: TicketType): TicketFormField[] {
  let raw: unknown = null;
  try {
    raw = type.form_json ? JSON.parse(type.form_json) : null;
  } catch {
    raw = null;
  }
  const checked = checkTicketForm(raw);
  return checked.ok ? checked.value : [];
}

/** The SLA hours of a priority on a type. */
export function slaHours(type: TicketType, priority: string): number {
  const p = (TICKET_PRIORITIES.some((x) => x.value === priority) ? priority : 'normal') as TicketPriority;
  return Number(type[`sla_${p}`]);
}

/** When a ticket created at `createdAt` (ISO) with this type and priority is due (ISO). */
export const dueAtOf = (type: TicketType, priority: string, createdAt: string): string =>
  new Date(Date.parse(createdAt) + slaHours(type, priority) * 3_600_000).toISOString();

/** Attachments as stored: at most this many. */
export const MAX_ATTACHMENTS = 10;

/** A list of uploaded files as `POST /system/upload` answers them (`{url, name}`); null/undefined → []. */
export function checkAttachments(raw: unknown): { url: string; name: string }[] {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) return invalid('「附件」必须是文件列表');
  if (raw.length > MAX_ATTACHMENTS) return invalid(`「附件」最多 ${MAX_ATTACHMENTS} 个`);
  return raw.map((item: unknown, i) => {
    const at = `第 ${i + 1} 个附件`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return invalid(`${at}格式不正确`);
    const { url, name, ...rest } = item as Record<string, unknown>;
    const unknown = Object.keys(rest).find((k) => !['key', 'size', 'mime'].includes(k));
    if (unknown) return invalid(`${at}不认识「${unknown}」`);
    if (typeof url !== 'string' || !url.startsWith(UPLOAD_URL_PREFIX) || !UPLOAD_KEY_PATTERN.test(url.slice(UPLOAD_URL_PREFIX.length))) return invalid(`${at}不是上传得到的文件地址`);
    if (typeof name !== 'string' || name.trim() === '' || name.length > 200 || !isWellFormedText(name)) return invalid(`${at}的文件名须为 1–200 个字符`);
    return { url, name: name.trim() };
  });
}

const LINK_TABLES = { repair: 'repair', request: 'request', exchange: 'exchange' } as const;

/**
 * A ticket's link: kind and number both or neither; a repair/request/exchange number must exist;
 * a serial must pass the serial rule. Returns the number as stored and the model of a serial
 * when its rule names one.
 */
export async function checkLink(db: Db, kind: unknown, no: unknown): Promise<{ no: string | null; model: string | null }> {
  const none = (v: unknown) => v === null || v === undefined || v === '';
  if (none(kind) && none(no)) return { no: null, model: null };
  if (none(kind) || none(no)) return invalid('「关联类型」和「关联单号/序列号」须同时填写或同时不填');
  const label = TICKET_LINK_KINDS.find((k) => k.value === kind)?.label ?? invalid('「关联类型」不正确');
  const text = String(no).trim();
  if (kind === 'serial') {
    const { info, rule } = checkSerial(await loadWarrantyRules(db), text);
    if (!info.valid) return invalid(`「${text}」不是有效的序列号（SUP + 两位数字 + 1–2 位字母 + 生产年月四位）`);
    return { no: info.serial, model: rule?.name ?? null };
  }
  const table = LINK_TABLES[kind as keyof typeof LINK_TABLES];
  const found = await db.selectFrom(table).select('id').where('no', '=', text).executeTakeFirst();
  if (!found) return invalid(`关联的${label} ${text} 不存在`);
  return { no: text, model: null };
}
