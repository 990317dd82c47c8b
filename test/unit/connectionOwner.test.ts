import { spawn, type ChildProcess } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { oneConnection, tracedCall } from '../api/trust/connectionOwner.ts';

/**
 * The workers test finds the process that served a call from /proc (test/api/trust/connectionOwner.ts).
 * Under node:cluster the primary keeps its copy of a handed-off connection until the worker's
 * acknowledgement reaches it, so for a moment two processes hold the socket. Here a child process
 * plays that primary: it inherits the server's end of the connection, holds it while the answer
 * goes out, and lets go a moment later.
 */

let server: Server | undefined;
let holder: ChildProcess | undefined;
/** What the child's fd 3 was when the answer went out: the server's end of the connection. */
let childFd3 = '';

afterEach(async () => {
  holder?.kill('SIGKILL');
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
  server = holder = undefined;
  childFd3 = '';
});

/** A server whose every answer goes out while a child process also holds the connection for `holdSeconds`. */
async function serverWithSecondHolder(holdSeconds: number, candidates: number[]): Promise<string> {
  server = createServer((req, res) => {
    holder = spawn('sleep', [String(holdSeconds)], { stdio: ['ignore', 'ignore', 'ignore', req.socket] });
    candidates.push(holder.pid ?? 0);
    childFd3 = readlinkSync(`/proc/${holder.pid}/fd/3`);
    res.setHeader('content-type', 'application/json');
    res.end('{"code":"0"}');
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('tracedCall names the one process that holds the connection', () => {
  it('waits while a second process lets go of the connection, then names the one left', async () => {
    const candidates = [process.pid];
    const url = await serverWithSecondHolder(0.3, candidates);
    const answer = await tracedCall(oneConnection(), url, candidates, 'GET', '/x');
    expect(candidates).toHaveLength(2);
    expect(childFd3).toMatch(/^socket:\[\d+\]$/);
    expect([answer.pid, answer.status, answer.body.code]).toEqual([process.pid, 200, '0']);
  });

  it('fails when two processes still hold the connection after the handoff limit', async () => {
    const candidates = [process.pid];
    const url = await serverWithSecondHolder(60, candidates);
    await expect(tracedCall(oneConnection(), url, candidates, 'GET', '/x')).rejects.toThrow(/is held by 2 of the processes/);
  }, 15_000);
});
