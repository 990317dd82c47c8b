import { expect } from 'vitest';
import { ERRORS } from '../../../src/domain/errors.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/accounts.ts';
import type { EndpointEntry } from '../../../resources/registry.ts';
import type { FuzzCase } from './cases.ts';
import { actionLogRows, unchanged, type RawResponse, type Run, type Template } from './harness.ts';

/** Text that must never reach a client: stack frames, SQL, driver names. */
export const LEAK = /at \S+ \(|\.ts:\d+|SQLITE_|sqlite|select \S+ from|insert into|update \S+ set|syntax error|TypeError|RangeError|ReferenceError/i;

const CODES = new Set<string>(Object.values(ERRORS).map((e) => e.code));
const CJK = /[\u4e00-\u9fa5]/;

/** Secrets that must never be written to the action log or the server's log output. */
export const secretsOf = (t: Template, c?: FuzzCase): string[] => {
  const out = [DEMO_PASSWORD, ...t.tokens, 'scrypt$'];
  const sent = c?.body ? /"(?:password|newPassword|oldPassword)"\s*:\s*"([^"]{4,})"/g : null;
  if (sent && c?.body) for (const m of c.body.matchAll(sent)) out.push(m[1]);
  return out;
};

/**
 * What every answer must satisfy: no 5xx; the envelope; a failure is `{code, message (Chinese), data: null}`
 * without a stack or SQL; a refusal changes nothing and logs at most its own refusal; a change
 * logs exactly one action-log row; no secret lands in the log or the server output.
 */
export async function checkAnswer(e: EndpointEntry, c: FuzzCase, res: RawResponse, run: Run, t: Template): Promise<void> {
  const where = `${c.label}: ${c.method} ${c.path} ${c.body?.slice(0, 200) ?? ''} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status === 200 && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    // the live stream (GET /events): its answer is its first event, the caller's counts; it writes nothing
    expect(res.text, `first event — ${where}`).toMatch(/^event: counts\ndata: \{"unread":\d+,/);
    expect(await actionLogRows(run), `a read logs nothing — ${where}`).toEqual([]);
    expect(await unchanged(run, t), `nothing changed — ${where}`).toBe(true);
    return;
  }
  expect(res.json, `JSON envelope — ${where}`).toBeTypeOf('object');
  const body = res.json as Record<string, unknown>;
  const logs = await actionLogRows(run);
  if (res.status >= 400) {
    expect(CODES.has(String(body.code)), `catalogue code — ${where}`).toBe(true);
    expect(String(body.message), `Chinese message — ${where}`).toMatch(CJK);
    expect(body.data, where).toBeNull();
    expect(res.text, `leak — ${where}`).not.toMatch(LEAK);
    expect(await unchanged(run, t), `nothing changed — ${where}`).toBe(true);
    const refusals = logs.filter((l) => l.action === 'access.denied' || l.action === 'login.refused');
    expect(logs.length - refusals.length, `a refusal logs only itself — ${where}`).toBe(0);
    if (res.status === 403) expect(logs.length, `403 logs one row — ${where}`).toBe(1);
    else expect(logs.length, `one row at most — ${where}`).toBeLessThanOrEqual(1);
  } else {
    expect(body, where).toHaveProperty('data');
    if (c.mustFail) expect.fail(`must be refused — ${where}`);
    if (e.method === 'GET') expect(logs.length, `a read logs nothing — ${where}`).toBe(0);
    else expect(logs.length, `a change logs exactly one row — ${where}`).toBe(1);
  }
  if (c.mustFail) expect(res.status, where).toBeGreaterThanOrEqual(400);
  const logged = JSON.stringify(logs) + run.logLines.join('\n');
  for (const secret of secretsOf(t, c)) expect(logged.includes(secret), `secret in the logs — ${where}`).toBe(false);
}
