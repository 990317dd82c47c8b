import { buildMessages, type LlmSource } from './prompt.ts';

/**
 * The optional answer writer of 智能助手: an OpenAI-compatible chat completions endpoint (OpenAI,
 * DeepSeek, Qwen, a local LM Studio or vLLM) writes the answer from the retrieved passages, citing
 * them as [n]. Every failure is an LlmError whose message names the failure and never the key.
 */

export type { LlmSource } from './prompt.ts';

/**
 * Where and as whom to ask, from the settings: `baseUrl` up to the API version
 * (`http://127.0.0.1:1234/v1`, a trailing slash is fine), `timeoutMs` for the whole call.
 */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The model's answer, the passages it cites (their `n`, in order of first citation) and the model that answered. */
export interface LlmAnswer {
  answer: string;
  cited: number[];
  model: string;
}

/**
 * How a call failed, for the caller's choice (fall back to the passages alone, tell the admin the
 * key is wrong, back off): timeout, a refused key (401/403), a rate limit (429), another HTTP
 * status, an answer that is not a chat completion, or no connection at all.
 */
export type LlmErrorKind = 'timeout' | 'auth' | 'rate_limit' | 'http' | 'bad_response' | 'network';

/**
 * A failed call with a Chinese message for the admin. It carries no response body and no cause:
 * a provider may echo the request (and its key) in its error, and errors end up in logs.
 */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** Sampling temperature: low, the answer restates the passages rather than inventing. */
const TEMPERATURE = 0.2;

/** `12000` → `12`, `300` → `0.3`: the timeout as the message shows it. */
function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

/** Whether a fetch or body-read failure is the timeout signal firing. */
function isTimeout(e: unknown): boolean {
  return e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
}

/** The socket error code of a failed fetch (undici puts it in `cause`), when it is a plain code such as ECONNREFUSED. */
function connectCode(e: unknown): string | undefined {
  const cause = e instanceof Error ? (e.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(cause.code) ? cause.code : undefined;
}

/** The error for a failure before or while reading the answer. */
function transportError(e: unknown, config: LlmConfig): LlmError {
  if (isTimeout(e)) return new LlmError('timeout', `大模型接口超时（${seconds(config.timeoutMs)} 秒）`);
  const code = connectCode(e);
  return new LlmError('network', code ? `无法连接大模型接口（${code}）` : '无法连接大模型接口');
}

/** The error for an HTTP status other than 2xx (the body is not read into it). */
function statusError(status: number): LlmError {
  if (status === 401 || status === 403) return new LlmError('auth', `大模型接口拒绝了密钥（${status}）`, status);
  if (status === 429) return new LlmError('rate_limit', '大模型接口限流（429）', status);
  return new LlmError('http', `大模型接口出错（HTTP ${status}）`, status);
}

const BAD_RESPONSE = '大模型接口返回的内容无法识别';

/** The first choice's text of a chat completion, or undefined when the body is not one. */
function completionText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const message = (choices[0] as { message?: { content?: unknown } } | null)?.message;
  return typeof message?.content === 'string' ? message.content : undefined;
}

/** A reasoning model's thinking (`<think>…</think>`, DeepSeek-R1 or Qwen3 served locally) is not part of the answer. */
function withoutThinking(text: string): string {
  return text.replace(/^\s*<think>[\s\S]*?<\/think>/, '').trim();
}

/** A citation: [1], [1][3], [1, 3], [1、3], also with full-width or 【】 brackets. */
const CITATION = /[[［【]\s*(\d+(?:\s*[,，、]\s*\d+)*)\s*[\]］】]/g;

/**
 * The source numbers the answer cites, each once, in order of first appearance; a number that is
 * not among the sources (the model miscounting) is left out.
 */
export function citedSources(answer: string, sources: readonly LlmSource[]): number[] {
  const known = new Set(sources.map((s) => s.n));
  const cited: number[] = [];
  for (const match of answer.matchAll(CITATION)) {
    for (const part of match[1].split(/[,，、]/)) {
      const n = Number(part.trim());
      if (known.has(n) && !cited.includes(n)) cited.push(n);
    }
  }
  return cited;
}

/**
 * Asks the model to answer `question` from `sources` (POST {baseUrl}/chat/completions, no
 * streaming) within `config.timeoutMs`. `fetchImpl` is for a caller or test that routes the call.
 */
export async function askLlm(config: LlmConfig, question: string, sources: readonly LlmSource[], fetchImpl: typeof fetch = fetch): Promise<LlmAnswer> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  // a header carries visible ASCII only: a key pasted with anything else would fail as "no connection"
  if (!/^[\x21-\x7e]+$/.test(config.apiKey)) throw new LlmError('auth', '大模型接口密钥格式不正确（只能含英文字母、数字和符号）');
  const signal = AbortSignal.timeout(config.timeoutMs);
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages: buildMessages(question, sources), temperature: TEMPERATURE, stream: false }),
      signal,
    });
  } catch (e) {
    throw transportError(e, config);
  }
  if (!res.ok) {
    // the body is dropped unread: it may quote the request
    await res.body?.cancel().catch(() => {});
    throw statusError(res.status);
  }
  let raw: string;
  try {
    raw = await res.text();
  } catch (e) {
    throw transportError(e, config);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new LlmError('bad_response', BAD_RESPONSE, res.status);
  }
  const content = completionText(body);
  const answer = content === undefined ? '' : withoutThinking(content);
  if (!answer) throw new LlmError('bad_response', BAD_RESPONSE, res.status);
  const model = (body as { model?: unknown }).model;
  return { answer, cited: citedSources(answer, sources), model: typeof model === 'string' && model ? model : config.model };
}
