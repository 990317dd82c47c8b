import { CONFIG_TYPES, SECRET_MASK, type ConfigType } from '../../../resources/systemConfig.ts';
import type { SystemConfigTable } from '../db/areas/settingsTables.ts';

/** Typed values of config items: parse, check and present. Pure. */

export const isConfigType = (v: unknown): v is ConfigType => CONFIG_TYPES.some((t) => t.value === v);

/** A key: lower-case letter first, then letters, digits, `_` or `.`, 2–64 characters. */
export const CONFIG_KEY_PATTERN = /^[a-z][a-z0-9_.]{1,63}$/;

const MAX_VALUE_CHARS = 10_000;

/** The stored text of a typed value, or the Chinese reason it does not fit the type. */
export function toStoredValue(type: ConfigType, value: unknown): { ok: true; text: string } | { ok: false; message: string } {
  switch (type) {
    case 'string':
    case 'secret':
      if (typeof value !== 'string') return { ok: false, message: '「值」必须是文本' };
      if (value.length > MAX_VALUE_CHARS) return { ok: false, message: `「值」不能超过 ${MAX_VALUE_CHARS} 个字` };
      if (type === 'secret' && value === '') return { ok: false, message: '「值」不能为空' };
      return { ok: true, text: value };
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, message: '「值」必须是数字' };
      return { ok: true, text: String(value) };
    case 'boolean':
      if (typeof value !== 'boolean') return { ok: false, message: '「值」必须是 true 或 false' };
      return { ok: true, text: value ? 'true' : 'false' };
    case 'json': {
      const text = JSON.stringify(value ?? null);
      if (value === undefined) return { ok: false, message: '「值」不能为空' };
      if (text.length > MAX_VALUE_CHARS) return { ok: false, message: `「值」不能超过 ${MAX_VALUE_CHARS} 个字` };
      return { ok: true, text };
    }
  }
}

/** The typed value of a stored text (a broken stored value reads as null). */
export function fromStoredValue(type: string, text: string | null): unknown {
  if (text === null) return null;
  switch (type) {
    case 'number':
      return Number(text);
    case 'boolean':
      return text === 'true';
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    default:
      return text;
  }
}

type ConfigRow = Omit<SystemConfigTable, 'id' | 'version'> & { id: number; version: number };

/** A config row as every API answer shows it: typed value, secrets masked. */
export function presentConfig(row: ConfigRow): Record<string, unknown> {
  const secret = row.type === 'secret';
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    type: row.type,
    value: secret ? (row.value ? SECRET_MASK : '') : fromStoredValue(row.type, row.value),
    is_public: row.is_public === 1,
    remark: row.remark,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}
