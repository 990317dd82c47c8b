import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The file a running server keeps beside its database: `<db>.server.pid` with its process id. */
export const serverLockPath = (databasePath: string): string => `${databasePath}.server.pid`;

/** The pid of a live server using the database, or null (a stale file of a killed server is ignored). */
export function runningServerPid(databasePath: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(serverLockPath(databasePath), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Marks the database as served by this process until it exits; returns the release function. */
export function holdServerLock(databasePath: string): () => void {
  const path = serverLockPath(databasePath);
  writeFileSync(path, String(process.pid));
  const release = (): void => {
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path);
    } catch {
      /* already gone */
    }
  };
  process.on('exit', release);
  return release;
}
