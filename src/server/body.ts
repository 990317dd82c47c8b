import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

/** A JSON object body. */
export type JsonObject = Record<string, unknown>;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads the request body as a JSON object: malformed JSON → 400 INVALID_JSON; an array,
 * null, number or string → 400 BAD_REQUEST; `__proto__`/`constructor`/`prototype` keys at
 * any depth → 400 UNKNOWN_FIELD; nesting deeper than MAX_BODY_DEPTH → 400 BAD_REQUEST. An empty
 * body reads as `{}`.
 */
export async function readJsonObject(c: Context<AppEnv>): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('INVALID_JSON');
  }
  if (!isPlainObject(value)) throw new ApiError('BAD_REQUEST', '请求内容必须是 JSON 对象');
  rejectPrototypeKeys(value);
  return value;
}

export const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The deepest nesting a body may have (objects and arrays); deeper → 400, never a stack overflow. */
export const MAX_BODY_DEPTH = 32;

function rejectPrototypeKeys(root: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_BODY_DEPTH) throw new ApiError('BAD_REQUEST', '请求内容嵌套层级过深');
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw new ApiError('UNKNOWN_FIELD', `不允许的字段：${key}`);
      stack.push({ value: (value as JsonObject)[key], depth: depth + 1 });
    }
  }
}

/** Rejects keys outside `allowed` with 400 UNKNOWN_FIELD naming the first such key. */
export function rejectUnknownKeys(body: JsonObject, allowed: ReadonlySet<string>): void {
  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) throw new ApiError('UNKNOWN_FIELD', `不允许修改的字段：${key}`);
  }
}
