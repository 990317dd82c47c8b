import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askLlm, citedSources, LlmError, type LlmConfig, type LlmSource } from '../../../src/server/areas/intelligence/llm/openaiChat.ts';
import { buildMessages, LLM_NO_ANSWER } from '../../../src/server/areas/intelligence/llm/prompt.ts';

/**
 * The OpenAI-compatible chat adapter (src/server/areas/intelligence/llm/) against a fake endpoint
 * on a local port: the request it sends, the answer and its citations, each failure as its
 * LlmError kind, and the key never in what is thrown. The fake's behaviour is the request's model.
 */

const KEY = 'sk-test-SECRET-9f8e7d6c5b4a';

const SOURCES: LlmSource[] = [
  { n: 1, documentName: '开机手册', text: '开机前先打开冷却水泵，确认水流正常。' },
  { n: 2, documentName: '保养指南', text: '镜片每周用无水乙醇清洁一次。' },
  { n: 3, documentName: '开机手册', text: '冷却水温度应保持在 20 至 25 摄氏度。' },
];

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: { model: string; messages: { role: string; content: string }[]; temperature: number; stream: boolean };
}

let server: Server;
let base: string;
let seen: Seen | undefined;
/** The pending timers of the slow behaviours, cleared when the server closes. */
const timers = new Set<ReturnType<typeof setTimeout>>();

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const completion = (content: string, model = 'fake-model-1') => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const later = (ms: number, fn: () => void) => {
  const t = setTimeout(() => {
    timers.delete(t);
    fn();
  }, ms);
  timers.add(t);
};

/** What the fake answers, by the model asked for; the error bodies quote the key back, as some providers do. */
function respond(req: IncomingMessage, res: ServerResponse, body: Seen['body']) {
  const echo = { error: { message: `Incorrect API key provided: ${req.headers.authorization}`, type: 'invalid_request_error' } };
  switch (body.model) {
    case 'ok':
      return json(res, 200, completion('开机前先打开冷却水泵 [1]，水温保持在 20 至 25 摄氏度 [3]。详见 [1]，另见 [7]。'));
    case 'think':
      return json(res, 200, completion('<think>资料 [2] 无关，资料 [1] 相关。</think>\n\n先打开冷却水泵 [1]。'));
    case 'no-answer':
      return json(res, 200, completion(LLM_NO_ANSWER));
    case 'no-model':
      return json(res, 200, { choices: [{ message: { content: '好的 [2]' } }] });
    case '401':
    case '403':
    case '429':
    case '500':
    case '503':
      return json(res, Number(body.model), echo);
    case 'bad-json':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(`{"choices": [ truncated ${req.headers.authorization}`);
    case 'html':
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>登录</body></html>');
    case 'no-choices':
      return json(res, 200, { object: 'error', model: 'x', choices: [], echo });
    case 'null-content':
      return json(res, 200, { model: 'x', choices: [{ message: { role: 'assistant', content: null, tool_calls: [] } }] });
    case 'blank-content':
      return json(res, 200, completion('  \n '));
    case 'slow':
      return later(5_000, () => json(res, 200, completion('太晚了 [1]')));
    case 'slow-body':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices": [');
      return later(5_000, () => res.end(']}'));
    default:
      return json(res, 400, { error: { message: `unknown model ${body.model}` } });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Seen['body'];
      seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      respond(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const t of timers) clearTimeout(t);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const config = (model: string, extra: Partial<LlmConfig> = {}): LlmConfig => ({ baseUrl: base, apiKey: KEY, model, timeoutMs: 5_000, ...extra });

/** The LlmError `work` ends with (failing when it does not fail). */
async function failure(work: Promise<unknown>): Promise<LlmError> {
  const e = await work.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(LlmError);
  return e as LlmError;
}

/** A port nothing listens on: a server's, closed. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('buildMessages', () => {
  it('a Chinese system prompt with the rules and the fixed no-answer sentence, then the numbered sources and the question', () => {
    const messages = buildMessages(' 开机前要做什么？ ', SOURCES);
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = messages;
    expect(system.content).toContain('激光');
    expect(system.content).toContain('售后');
    expect(system.content).toContain('[1]');
    expect(system.content).toContain(LLM_NO_ANSWER);
    expect(user.content).toContain('[1] 《开机手册》\n开机前先打开冷却水泵，确认水流正常。');
    expect(user.content).toContain('[2] 《保养指南》\n镜片每周用无水乙醇清洁一次。');
    expect(user.content).toContain('[3] 《开机手册》');
    expect(user.content.endsWith('开机前要做什么？')).toBe(true);
    // the sources come before the question, in their order
    expect(user.content.indexOf('[1]')).toBeLessThan(user.content.indexOf('[2]'));
    expect(user.content.indexOf('[3]')).toBeLessThan(user.content.indexOf('开机前要做什么'));
  });

  it('says so when there are no sources', () => {
    expect(buildMessages('问题', [])[1].content).toContain('（无）');
  });
});

describe('citedSources', () => {
  it('the distinct numbers cited that exist, in order of first appearance', () => {
    expect(citedSources('先 [3]，再 [1][3]，然后 [9]。', SOURCES)).toEqual([3, 1]);
    expect(citedSources('见［2］和【1】', SOURCES)).toEqual([2, 1]);
    expect(citedSources('见 [2, 3] 与 [1、2]', SOURCES)).toEqual([2, 3, 1]);
    expect(citedSources(LLM_NO_ANSWER, SOURCES)).toEqual([]);
    expect(citedSources('数组 a[0] 与 [x]', SOURCES)).toEqual([]);
  });
});

describe('askLlm', () => {
  it('posts the chat completion with the bearer key and the numbered sources, and returns the answer and its citations', async () => {
    const result = await askLlm(config('ok'), '开机前要做什么？', SOURCES);
    expect(result).toEqual({
      answer: '开机前先打开冷却水泵 [1]，水温保持在 20 至 25 摄氏度 [3]。详见 [1]，另见 [7]。',
      cited: [1, 3],
      model: 'fake-model-1',
    });
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/v1/chat/completions');
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body.model).toBe('ok');
    expect(seen?.body.temperature).toBe(0.2);
    expect(seen?.body.stream).toBe(false);
    expect(seen?.body.messages).toEqual(buildMessages('开机前要做什么？', SOURCES));
    const user = seen?.body.messages.find((m) => m.role === 'user')?.content ?? '';
    for (const s of SOURCES) expect(user).toContain(`[${s.n}] 《${s.documentName}》\n${s.text}`);
  });

  it('tolerates a trailing slash on the base URL', async () => {
    await askLlm(config('ok', { baseUrl: `${base}/` }), '问题', SOURCES);
    expect(seen?.url).toBe('/v1/chat/completions');
  });

  it("drops a reasoning model's <think> block from the answer and its citations", async () => {
    const result = await askLlm(config('think'), '问题', SOURCES);
    expect(result.answer).toBe('先打开冷却水泵 [1]。');
    expect(result.cited).toEqual([1]);
  });

  it('passes the no-answer sentence through, citing nothing', async () => {
    expect(await askLlm(config('no-answer'), '激光器保修几年？', SOURCES)).toEqual({ answer: LLM_NO_ANSWER, cited: [], model: 'fake-model-1' });
  });

  it('names the configured model when the answer names none', async () => {
    expect((await askLlm(config('no-model'), '问题', SOURCES)).model).toBe('no-model');
  });

  it('uses the fetch it is given', async () => {
    const urls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify(completion('好 [2]', 'm')), { status: 200 });
    };
    const result = await askLlm({ baseUrl: 'https://llm.example.com/v1//', apiKey: KEY, model: 'm', timeoutMs: 1_000 }, '问题', SOURCES, fakeFetch);
    expect(urls).toEqual(['https://llm.example.com/v1/chat/completions']);
    expect(result.cited).toEqual([2]);
  });

  it.each([
    ['401', 'auth', '大模型接口拒绝了密钥（401）'],
    ['403', 'auth', '大模型接口拒绝了密钥（403）'],
    ['429', 'rate_limit', '大模型接口限流（429）'],
    ['500', 'http', '大模型接口出错（HTTP 500）'],
    ['503', 'http', '大模型接口出错（HTTP 503）'],
  ] as const)('HTTP %s is a %s error', async (model, kind, message) => {
    const e = await failure(askLlm(config(model), '问题', SOURCES));
    expect(e.kind).toBe(kind);
    expect(e.message).toBe(message);
    expect(e.status).toBe(Number(model));
  });

  it.each(['bad-json', 'html', 'no-choices', 'null-content', 'blank-content'])('a 200 that is not a chat completion (%s) is bad_response', async (model) => {
    const e = await failure(askLlm(config(model), '问题', SOURCES));
    expect(e.kind).toBe('bad_response');
    expect(e.message).toBe('大模型接口返回的内容无法识别');
  });

  it.each(['slow', 'slow-body'])('a response slower than timeoutMs (%s) is a timeout, within ~2 s', async (model) => {
    const started = Date.now();
    const e = await failure(askLlm(config(model, { timeoutMs: 300 }), '问题', SOURCES));
    expect(e.kind).toBe('timeout');
    expect(e.message).toBe('大模型接口超时（0.3 秒）');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a closed port is a network error', async () => {
    const port = await closedPort();
    const e = await failure(askLlm(config('ok', { baseUrl: `http://127.0.0.1:${port}/v1` }), '问题', SOURCES));
    expect(e.kind).toBe('network');
    expect(e.message).toMatch(/^无法连接大模型接口/);
  });

  it('never puts the key in what it throws, even when the server quotes it back', async () => {
    const port = await closedPort();
    const failures = [
      ...(await Promise.all(['401', '429', '500', 'bad-json', 'no-choices'].map((m) => failure(askLlm(config(m), '问题', SOURCES))))),
      await failure(askLlm(config('slow', { timeoutMs: 200 }), '问题', SOURCES)),
      await failure(askLlm(config('ok', { baseUrl: `http://127.0.0.1:${port}/v1` }), '问题', SOURCES)),
    ];
    expect(new Set(failures.map((e) => e.kind))).toEqual(new Set(['auth', 'rate_limit', 'http', 'bad_response', 'timeout', 'network']));
    for (const e of failures) {
      for (const text of [e.message, String(e), e.stack ?? '', JSON.stringify(e), inspect(e, { depth: 5 })]) {
        expect(text).not.toContain(KEY);
        expect(text).not.toContain('SECRET');
      }
    }
  });
});
