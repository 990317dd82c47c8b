import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { StartRefused } from '../startFailure.ts';

/**
 * Every server using a database keeps a file beside it, `<db>.server.<pid>.pid`, for as long as
 * it runs: one file per process, so two servers on one database never overwrite each other's
 * mark, and `npm run restore` refuses while any of them lives. (A server of an earlier version
 * kept one `<db>.server.pid`; it still counts.)
 */

/** The file this process (or `pid`) keeps beside the database while it serves it. */
export const serverLockPath = (databasePath: string, pid: number = process.pid): string => `${databasePath}.server.${pid}.pid`;

const LEGACY_SUFFIX = '.server.pid';

/** Whether process `pid` runs (one of another user counts: signalling it is merely not permitted). */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid written in a lock file, or 0. */
function pidIn(path: string): number {
  try {
    return Number(readFileSync(path, 'utf8').trim());
  } catch {
    return 0;
  }
}

/** The pids named by the lock files beside the database, live or not. */
function lockedPids(databasePath: string): number[] {
  const dir = dirname(resolve(databasePath));
  const prefix = `${basename(databasePath)}.server.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.pid')) continue;
    const middle = name.slice(prefix.length, -'.pid'.length);
    if (/^[1-9]\d*$/.test(middle)) pids.push(Number(middle));
    else if (`${basename(databasePath)}${LEGACY_SUFFIX}` === name) pids.push(pidIn(join(dir, name)));
  }
  return pids.filter((pid) => Number.isInteger(pid) && pid > 0);
}

/** The pids of every live server using the database (files of killed servers are ignored), lowest first. */
export function runningServerPids(databasePath: string): number[] {
  return [...new Set(lockedPids(databasePath))].filter(isAlive).sort((a, b) => a - b);
}

/**
 * Marks the database as served by this process until it exits (and clears the files of servers
 * that were killed); returns the release function.
 */
export function holdServerLock(databasePath: string): () => void {
  for (const pid of lockedPids(databasePath)) if (!isAlive(pid)) rmSync(serverLockPath(databasePath, pid), { force: true });
  const path = serverLockPath(databasePath);
  writeFileSync(path, String(process.pid));
  const release = (): void => rmSync(path, { force: true });
  process.on('exit', release);
  return release;
}

/** The file a starting server holds while it migrates and seeds: `<db>.starting`. */
export const startLockPath = (databasePath: string): string => `${databasePath}.starting`;

const START_WAIT_MS = 120_000;

/**
 * Runs a server's start-up work (migrations, the demo seed) while no other process does its
 * own on the same database: two servers started at once would both create the tables (SQLite
 * refuses the second's `create table`, and that server's start failed). The holder's pid is in
 * `<db>.starting`; a file left by a killed process is taken over.
 */
export async function whileStarting<T>(databasePath: string, work: () => Promise<T>): Promise<T> {
  const path = startLockPath(databasePath);
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = pidIn(path);
      if (holder > 0 && !isAlive(holder)) rmSync(path, { force: true });
      else if (Date.now() > deadline) throw new StartRefused(`另一个服务进程（${holder}）启动时间过长，请检查后删除 ${path}`);
      else await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(path, { force: true });
  }
}
