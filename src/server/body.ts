import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv, FieldLabeler } from './context.ts';
import { ApiError } from './errors.ts';

/** A JSON object body. */
export type JsonObject = Record<string, unknown>;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** An empty body where a JSON object was wanted. */
const EMPTY_BODY = Symbol('empty body');

/**
 * Reads the request body as a JSON object: bytes that are not UTF-8 or malformed JSON → 400
 * INVALID_JSON; an array, null, number or string → 400 BAD_REQUEST; `__proto__`/`constructor`/
 * `prototype` keys at any depth → 400 UNKNOWN_FIELD; nesting deeper than MAX_BODY_DEPTH → 400
 * BAD_REQUEST; a lone UTF-16 surrogate (`"\ud800"`) or a NUL (`"\u0000"`) in any key or string
 * → 400 VALIDATION_FAILED naming the field's declared label (SQLite would store the one as
 * invalid UTF-8; PostgreSQL's text holds no NUL and fails the statement). An empty body is 400
 * 请求内容为空 — never read as `{}` — unless the endpoint gives it a meaning (`emptyAs`: 全部标为已读).
 */
export async function readJsonObject(c: Context<AppEnv>, options: { emptyAs?: JsonObject } = {}): Promise<JsonObject> {
  const value = await readJsonValue(c, EMPTY_BODY);
  if (value === EMPTY_BODY) {
    if (options.emptyAs) return { ...options.emptyAs };
    throw new ApiError('BAD_REQUEST', '请求内容为空，请以 JSON 对象提交要保存的内容');
  }
  if (!isPlainObject(value)) throw new ApiError('BAD_REQUEST', '请求内容必须是 JSON 对象');
  return value;
}

/**
 * Reads the request body as any JSON value (an object or an array: a vendor's receipt list) with
 * the same checks as `readJsonObject`: UTF-8, JSON, prototype keys, depth, lone surrogates and
 * NUL. An empty body reads as `empty`.
 */
export async function readJsonValue(c: Context<AppEnv>, empty: unknown): Promise<unknown> {
  let text: string;
  try {
    text = UTF8.decode(await c.req.arrayBuffer());
  } catch {
    throw new ApiError('INVALID_JSON', '请求内容不是合法的 UTF-8 文本');
  }
  if (text.trim() === '') return empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('INVALID_JSON');
  }
  checkBody(value, c.get('fieldLabel'));
  return value;
}

export const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The deepest nesting a body may have (objects and arrays); deeper → 400, never a stack overflow. */
export const MAX_BODY_DEPTH = 32;

/** A lone UTF-16 surrogate (a paired one is a code point of its own under the `u` flag). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether a text is well-formed Unicode (no lone surrogate) without NUL: what every stored text must be, on both databases. */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text) && !text.includes('\u0000');

/** 400 VALIDATION_FAILED naming the top-level field (by its label when known) whose text holds a lone surrogate or a NUL. */
export const malformedText = (field: string, labelOf?: FieldLabeler): ApiError => {
  const name = labelOf?.(field) ?? (isWellFormedText(field) ? field : '字段名');
  return new ApiError('VALIDATION_FAILED', `「${name}」含有无法识别的字符（空字符或不成对的 UTF-16 代理项），请删除后重试`);
};

interface Step {
  value: unknown;
  depth: number;
  /** The top-level key the value sits under (what the error names). */
  field: string;
}

/** One walk over the parsed body: prototype keys, depth, and lone surrogates in keys and strings. */
function checkBody(root: unknown, labelOf?: FieldLabeler): void {
  const stack: Step[] = [{ value: root, depth: 0, field: '' }];
  while (stack.length) {
    const { value, depth, field } = stack.pop() as Step;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) throw malformedText(field, labelOf);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_BODY_DEPTH) throw new ApiError('BAD_REQUEST', '请求内容嵌套层级过深');
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1, field });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw new ApiError('UNKNOWN_FIELD', `不允许的字段：${key}`);
      const under = depth === 0 ? key : field;
      if (!isWellFormedText(key)) throw malformedText(under, labelOf);
      stack.push({ value: (value as JsonObject)[key], depth: depth + 1, field: under });
    }
  }
}

/** Rejects keys outside `allowed` with 400 UNKNOWN_FIELD naming the first such key. */
export function rejectUnknownKeys(body: JsonObject, allowed: ReadonlySet<string>): void {
  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) throw new ApiError('UNKNOWN_FIELD', `不允许修改的字段：${key}`);
  }
}

/**
 * A JSON object body read and checked against a zod object: a key the schema does not name is 400
 * UNKNOWN_FIELD, a value it refuses is 400 with the schema's first (Chinese) message.
 */
export async function readBodyAs<T extends z.ZodObject>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(Object.keys(schema.shape)));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  return parsed.data;
}
