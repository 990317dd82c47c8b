import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../../helpers/smtpSink.ts';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { idOf, insertAccount } from '../peopleFixtures.ts';
import { createStock } from '../needs/fixtures.ts';
import type { Target } from './oracle.ts';

/** One real request of the oracle's calls, and which variant of the endpoint it exercises. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** A multipart body (sent with a session of its own: the JSON helper cannot carry it). */
  form?: FormData;
  /** Sent with a session of its own, for calls that end it (logout). */
  ownSession?: boolean;
  /** The body's media type when it is not JSON (WeChat's XML event push). */
  contentType?: string;
  target?: Target;
  label?: string;
}

/** The callers of every endpoint: anonymous and the four demo accounts. */
export const CALLERS: readonly (TestUser | null)[] = [null, 'member', 'staff', 'admin', 'superadmin'];

/** A record as create answers it. */
export type Rec = { id: number; version: number; status: string; [key: string]: unknown };

/** One shared server for a test file, with what the calls need: ids, a stock item, an SMTP sink, an upload folder. */
export interface CallContext {
  s: TestServer;
  /** A number no earlier call used (unique codes, usernames, keys). */
  next(): number;
  idOf(user: TestUser): Promise<number>;
  /** A fresh group-1 account to act on (delete, disable, password, rights). */
  freshAccount(): Promise<number>;
  stockId: number;
  smtpPort: number;
  /** Creates through the API as the super admin (who may do everything), or fails loudly. */
  create(path: string, body: unknown): Promise<Rec>;
  send(call: Call, caller: TestUser | null): Promise<{ status: number; body: Loose }>;
  close(): Promise<void>;
}

/** Starts the server, the SMTP sink (configured as the mail server) and the upload folder. */
export async function createCallContext(): Promise<CallContext> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'oracle-uploads-'));
  const s = await createTestServer({ uploadDir });
  const sink = await startSmtpSink();
  let counter = 0;
  const ids = new Map<string, number>();
  const create = async (path: string, body: unknown): Promise<Rec> => {
    const res = await s.request('POST', path, { as: 'superadmin', body });
    if (res.status !== 200) throw new Error(`set-up POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as unknown as Rec;
  };
  for (const [key, name, type, value] of [['smtp_host', 'SMTP', 'string', '127.0.0.1'], ['smtp_port', '端口', 'number', sink.port], ['smtp_secure', 'SSL', 'boolean', false], ['smtp_from', '发件人', 'string', 'service@laser-demo.cn']] as const) {
    await create('/system/config', { key, name, type, value });
  }
  await create('/system/config', { key: 'express_phone_sys', name: '快递电话', type: 'string', value: '95338', is_public: true });
  const stock = await createStock(s, { quantity: 100_000 });
  return {
    s,
    next: () => ++counter,
    async idOf(user) {
      const known = ids.get(user);
      if (known !== undefined) return known;
      const id = await idOf(s, user);
      ids.set(user, id);
      return id;
    },
    freshAccount: () => insertAccount(s, `oracle${++counter}`, 1),
    stockId: stock.id,
    smtpPort: sink.port,
    create,
    async send(call, caller) {
      if (call.form || call.ownSession) {
        const headers: Record<string, string> = caller ? { authorization: (await s.login(caller)).auth } : {};
        if (call.form) {
          const res = await s.app.request(`/api/cms${call.path}`, { method: call.method, body: call.form, headers });
          const text = await res.text();
          return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as Loose };
        }
        return s.request(call.method, call.path, { body: call.body, headers });
      }
      return s.request(call.method, call.path, { as: caller, body: call.body, ...(call.contentType ? { headers: { 'content-type': call.contentType } } : {}) });
    },
    async close() {
      await sink.close();
      await s.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
