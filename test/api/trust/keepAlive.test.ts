import { request, Agent, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './childServer.ts';

/**
 * The production server keeps an idle keep-alive connection open for 2 minutes: a client pool
 * that reuses a socket after a pause (Playwright's request context ignores the Keep-Alive hint)
 * met Node's 5 s close as ECONNRESET. SQLite in memory, no demo data.
 */

let server: ChildServer;
beforeAll(async () => {
  server = await startChildServer({ DATABASE_URL: ':memory:', SEED: 'none' });
}, 60_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
});

/** One GET through the agent: its status, headers and the socket it went over (the agent takes the socket back at the end). */
const get = (agent: Agent): Promise<{ status: number | undefined; headers: IncomingHttpHeaders; socket: Socket }> =>
  new Promise((done, fail) => {
    const req = request(`${server.url}/api/cms/account/admin/check`, { agent }, (res) => {
      const socket = res.socket;
      res.resume();
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, socket }));
    });
    req.on('error', fail);
    req.end();
  });

describe('keep-alive', () => {
  it('advertises a 120 s keep-alive and still serves a reused socket after more than Node’s 5 s default', { timeout: 30_000 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(agent);
    expect(first.status).toBe(401);
    expect(first.headers['keep-alive']).toBe('timeout=120');
    const socket = first.socket;
    let closed = false;
    socket.once('close', () => (closed = true));
    await new Promise((r) => setTimeout(r, 6500));
    expect(closed, 'the server closed the idle connection').toBe(false);
    const second = await get(agent);
    expect(second.status).toBe(401);
    expect(second.socket).toBe(socket);
    agent.destroy();
  });
});
