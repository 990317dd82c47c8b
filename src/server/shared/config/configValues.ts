import { CONFIG_TYPES, SECRET_MASK, type ConfigType } from '../../../../resources/settings/systemConfig.ts';

/**
 * Typed values of config items: check and present. Pure. A value is stored as the JSON text of
 * its typed value (the declared field `value` is a `json` field), so the engine reads it back typed.
 */

export const isConfigType = (v: unknown): v is ConfigType => CONFIG_TYPES.some((t) => t.value === v);

const MAX_VALUE_CHARS = 10_000;

/**
 * The typed value to store for a submitted value, or the Chinese reason it does not fit the
 * type. The form's JSON input sends what parses as JSON parsed, so the text form of a scalar is
 * taken too: `"465"` for a number, `"true"` for a switch, a number or switch for a text.
 */
export function toStoredValue(type: ConfigType, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  switch (type) {
    case 'string':
    case 'secret': {
      const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
      if (typeof text !== 'string') return { ok: false, message: '「值」必须是文本' };
      if (text.length > MAX_VALUE_CHARS) return { ok: false, message: `「值」不能超过 ${MAX_VALUE_CHARS} 个字` };
      if (type === 'secret' && text === '') return { ok: false, message: '「值」不能为空' };
      return { ok: true, value: text };
    }
    case 'number': {
      const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return { ok: false, message: '「值」必须是数字' };
      return { ok: true, value: n };
    }
    case 'boolean': {
      const b = value === 'true' ? true : value === 'false' ? false : value;
      if (typeof b !== 'boolean') return { ok: false, message: '「值」必须是 true 或 false' };
      return { ok: true, value: b };
    }
    case 'json': {
      if (value === undefined) return { ok: false, message: '「值」不能为空' };
      if (JSON.stringify(value).length > MAX_VALUE_CHARS) return { ok: false, message: `「值」不能超过 ${MAX_VALUE_CHARS} 个字` };
      return { ok: true, value };
    }
  }
}

/** The typed value of a stored text (a broken stored value reads as null). */
export function fromStoredValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A config record as every API answer shows it: secrets masked (an empty secret reads as ''). */
export function presentConfig(record: Record<string, unknown>): Record<string, unknown> {
  if (record.type !== 'secret' || !('value' in record)) return record;
  return { ...record, value: record.value ? SECRET_MASK : '' };
}
