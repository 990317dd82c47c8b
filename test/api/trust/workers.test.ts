import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningServerPids } from '../../../src/server/db/serverLock.ts';
import { TEST_DIALECT, createEmptyPgDatabase, dropPgDatabase } from '../../helpers/testDatabase.ts';
import { freePort, startChildServer, type ChildServer } from './childServer.ts';
import { oneConnection, tracedCall, type TracedAnswer } from './connectionOwner.ts';
import { isAlive } from '../../../src/server/db/serverLock.ts';

/**
 * Issue 18, part 2: `WORKERS=2 npm run serve` on one database (an SQLite file, or a fresh
 * PostgreSQL database on the api-pg project). The primary migrates and seeds once and forks two
 * workers on one port; connections are answered by both (which process answered is read from
 * /proc, see connectionOwner.ts), a session made through one worker holds in the other, a worker
 * killed is replaced, and SIGTERM stops them all. A WORKERS the server cannot use stops the start.
 */

const dir = mkdtempSync(join(tmpdir(), 'cms-workers-'));
let databaseUrl = join(dir, 'app.db');
let pgName: string | null = null;
let server: ChildServer;

beforeAll(async () => {
  if (TEST_DIALECT === 'postgres') {
    const created = await createEmptyPgDatabase();
    pgName = created.name;
    databaseUrl = created.url;
  }
  server = await startChildServer({ DATABASE_URL: databaseUrl, WORKERS: 2 });
}, 60_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  for (const pid of workerPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  if (pgName) await dropPgDatabase(pgName);
  rmSync(dir, { recursive: true, force: true });
});


/** Every worker the server's output has announced, in order of start. */
const workerPids = (): number[] => [...(server?.output.join('') ?? '').matchAll(/服务已启动 \S+（工作进程 (\d+)）/g)].map((m) => Number(m[1]));

async function until<T>(what: string, probe: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${server.output.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** New connections until each of `wanted` has answered one; the answers by pid. */
async function connectionsTo(wanted: number[], candidates: number[], auth?: string): Promise<Map<number, { agent: ReturnType<typeof oneConnection>; answer: TracedAnswer }>> {
  const found = new Map<number, { agent: ReturnType<typeof oneConnection>; answer: TracedAnswer }>();
  // a worker is announced just before its listen reaches the primary: give it a moment to join
  for (let n = 0; n < 40 && wanted.some((pid) => !found.has(pid)); n++) {
    if (n >= 4) await new Promise((r) => setTimeout(r, 50));
    const agent = oneConnection();
    const answer = await tracedCall(agent, server.url, candidates, 'GET', '/account/admin/check', { auth });
    if (!found.has(answer.pid)) found.set(answer.pid, { agent, answer });
  }
  return found;
}

const basic = (answer: TracedAnswer): string => `Basic ${Buffer.from(`${answer.body.data?.id}:${answer.body.data?.token}`).toString('base64')}`;
const login = { username: 'staff', password: 'demo123456' };

describe(`WORKERS=2 on ${TEST_DIALECT}`, () => {
  let first: number;
  let second: number;
  let session = '';

  it('the primary migrates and seeds once, then two workers serve; each holds the database', async () => {
    const [a, b] = await until('two workers', () => workerPids().length >= 2 && workerPids());
    first = a;
    second = b;
    expect(new Set([server.process.pid, first, second]).size).toBe(3);
    const output = server.output.join('');
    expect(output).toContain(`主进程 ${server.process.pid}：启动 2 个工作进程`);
    expect(output.match(/已写入演示数据/g)).toHaveLength(1);
    if (TEST_DIALECT === 'sqlite') expect(runningServerPids(databaseUrl)).toEqual([server.process.pid, first, second].sort((x, y) => (x ?? 0) - (y ?? 0)));
  });

  it('connections are answered by both workers, and a login through one is valid on the other (and a logout through the other ends it)', async () => {
    const pids = [server.process.pid ?? 0, first, second];
    const byPid = await connectionsTo([first, second], pids);
    expect([...byPid.keys()].sort()).toEqual([first, second].sort());
    const viaFirst = byPid.get(first)!.agent;
    const viaSecond = byPid.get(second)!.agent;
    const loggedIn = await tracedCall(viaFirst, server.url, pids, 'POST', '/account/admin/login', { body: login });
    expect(loggedIn.status, JSON.stringify(loggedIn.body)).toBe(200);
    expect(loggedIn.pid).toBe(first);
    const auth = basic(loggedIn);
    const checked = await tracedCall(viaSecond, server.url, pids, 'GET', '/account/admin/check', { auth });
    expect(checked.pid).toBe(second);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const list = await tracedCall(viaSecond, server.url, pids, 'GET', '/needs/manage-repairs?type=1&pageSize=5', { auth });
    expect([list.pid, list.status]).toEqual([second, 200]);
    expect(Number(list.body.data?.total)).toBeGreaterThan(0);
    const out = await tracedCall(viaSecond, server.url, pids, 'POST', '/account/admin/logout', { auth, body: {} });
    expect([out.pid, out.status]).toEqual([second, 200]);
    const after = await tracedCall(viaFirst, server.url, pids, 'GET', '/account/admin/check', { auth });
    expect([after.pid, after.status, after.body.code]).toEqual([first, 401, '40100']);
    for (const { agent } of byPid.values()) agent.destroy();
    session = basic(await tracedCall(oneConnection(), server.url, pids, 'POST', '/account/admin/login', { body: login }));
  });

  it('a worker that dies is restarted (said in the log), and the new one serves the sessions made before', async () => {
    process.kill(first, 'SIGKILL');
    const replacement = await until('the replacement worker', () => workerPids()[2]);
    const output = server.output.join('');
    expect(output).toContain(`工作进程 ${first} 意外退出（信号 SIGKILL），正在重新启动`);
    expect(output).toContain(`已重新启动工作进程 ${replacement}（替换 ${first}）`);
    expect(isAlive(first)).toBe(false);
    const pids = [server.process.pid ?? 0, second, replacement];
    const byPid = await connectionsTo([second, replacement], pids, session);
    expect([...byPid.keys()].sort()).toEqual([second, replacement].sort());
    expect(byPid.get(replacement)!.answer.status).toBe(200);
    expect(byPid.get(second)!.answer.status).toBe(200);
    for (const { agent } of byPid.values()) agent.destroy();
    if (TEST_DIALECT === 'sqlite') expect(runningServerPids(databaseUrl)).toEqual([server.process.pid ?? 0, second, replacement].sort((x, y) => x - y));
  });

  it('SIGTERM stops the primary and every worker, and none is restarted', async () => {
    const workers = workerPids();
    await server.stop('SIGTERM');
    expect(server.process.exitCode).toBe(0);
    expect(workers.filter(isAlive)).toEqual([]);
    expect(workerPids()).toEqual(workers);
    if (TEST_DIALECT === 'sqlite') expect(runningServerPids(databaseUrl)).toEqual([]);
  });
});

describe('WORKERS=1', () => {
  it('is the single process of today: no primary, no worker, the server itself answers', async () => {
    const single = await startChildServer({ DATABASE_URL: databaseUrl, WORKERS: 1 });
    try {
      const pid = single.process.pid ?? 0;
      const answer = await tracedCall(oneConnection(), single.url, [pid], 'POST', '/account/admin/login', { body: login });
      expect([answer.pid, answer.status]).toEqual([pid, 200]);
      const output = single.output.join('');
      expect(output).toContain(`服务已启动 http://localhost:${single.port}\n`);
      expect(output).not.toMatch(/主进程|工作进程/);
    } finally {
      await single.stop('SIGTERM');
    }
  });
});

describe('a WORKERS the server cannot use stops the start with a Chinese message', () => {
  it('a value outside 1..64', async () => {
    await expect(startChildServer({ DATABASE_URL: databaseUrl, WORKERS: '65' })).rejects.toThrow('环境变量 WORKERS 必须是 1 到 64 之间的整数（现在是「65」）');
  });

  it('more than one worker on an in-memory database', async () => {
    await expect(startChildServer({ DATABASE_URL: ':memory:', WORKERS: 2 })).rejects.toThrow('WORKERS 大于 1 时不能使用内存数据库');
  });

  it('workers that cannot listen stop the cluster instead of being restarted for ever', async () => {
    const port = await freePort();
    const taken: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((ok) => taken.listen(port, ok));
    try {
      await expect(startChildServer({ DATABASE_URL: databaseUrl, WORKERS: 2, PORT: port })).rejects.toThrow(/工作进程 \d+ 未能启动（退出码 1），服务停止/);
    } finally {
      taken.close();
    }
  }, 30_000);
});
