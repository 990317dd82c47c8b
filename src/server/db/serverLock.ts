import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Every server using a database keeps a file beside it, `<db>.server.<pid>.pid`, for as long as
 * it runs: one file per process, so two servers on one database never overwrite each other's
 * mark, and `npm run restore` refuses while any of them lives. (A server of an earlier version
 * kept one `<db>.server.pid`; it still counts.)
 */

/** The file this process (or `pid`) keeps beside the database while it serves it. */
export const serverLockPath = (databasePath: string, pid: number = process.pid): string => `${databasePath}.server.${pid}.pid`;

const LEGACY_SUFFIX = '.server.pid';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function legacyPid(path: string): number {
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
    else if (`${basename(databasePath)}${LEGACY_SUFFIX}` === name) pids.push(legacyPid(join(dir, name)));
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
