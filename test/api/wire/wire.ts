import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createApp } from '../../../src/server/app.ts';
import { basicAuthHeader } from '../../../src/server/auth/tokens.ts';
import type { Logger } from '../../../src/server/context.ts';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../../src/server/db/accounts.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { seedDemo } from '../../../src/server/db/seed.ts';
import { openTestDatabase } from '../../helpers/testDatabase.ts';
import { TEST_NOW } from '../../helpers/testServer.ts';
import { SERVER_AREAS, serverAreaSet } from '../../../src/server/composition.ts';

/**
 * The API on a real socket: `createApp` served by @hono/node-server on 127.0.0.1 (a free port),
 * as `src/server/main.ts` serves it, on a fresh database of the dialect under test (testDatabase.ts) — for what only shows between a
 * client and Node's HTTP server (framing headers, connections), which `app.request` never sees.
 */
export interface WireServer {
  db: Db;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Logs in over the socket; returns the `Authorization` header value. */
  login(username: string): Promise<string>;
  close(): Promise<void>;
}

const silent: Logger = { info: () => undefined, error: () => undefined };

/** Starts the API on a socket; `seed: 'demo'` is `npm run serve`'s demo data, else the four demo accounts only. */
export async function startWireServer(opts: { seed?: 'demo' | 'accounts' } = {}): Promise<WireServer> {
  const database = await openTestDatabase();
  const db = database.db;
  if (opts.seed === 'demo') await seedDemo(db, TEST_NOW, serverAreaSet());
  else await ensureDemoAccounts(db, TEST_NOW);
  const app = createApp({ areas: SERVER_AREAS, db, clock: { now: () => TEST_NOW }, logger: silent });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ready) => (server.listening ? ready() : server.once('listening', () => ready())));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    db,
    port,
    origin,
    async login(username) {
      const res = await fetch(`${origin}/api/cms/account/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
      const body = (await res.json()) as { data: { id: number; token: string } };
      return basicAuthHeader(body.data.id, body.data.token);
    },
    async close() {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await database.close();
    },
  };
}

/** A response read off the socket. */
export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** The parsed JSON body, or null. */
  json: { code?: string; message?: string; data?: unknown } | null;
}

function parseResponse(bytes: Buffer): RawResponse | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  if (!Number.isFinite(length)) throw new Error(`response without Content-Length: ${statusLine}`);
  const rest = bytes.subarray(end + 4);
  if (rest.length < length) return undefined;
  const body = rest.subarray(0, length).toString('utf8');
  let json: RawResponse['json'] = null;
  try {
    json = JSON.parse(body) as RawResponse['json'];
  } catch {
    json = null;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, json };
}

/**
 * Writes `request` byte for byte on a new TCP connection (nothing added: no client library
 * between) and reads one response (framed by its Content-Length).
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      try {
        const res = parseResponse(received);
        if (res) {
          socket.destroy();
          done(res);
        }
      } catch (err) {
        socket.destroy();
        fail(err);
      }
    });
    socket.on('error', fail);
    socket.on('end', () => fail(new Error(`connection closed before a whole response: ${received.toString('latin1').slice(0, 200)}`)));
    socket.write(request);
  });
}
