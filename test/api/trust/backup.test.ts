import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { contentChecksum, integrityOf } from '../../../src/server/db/backup.ts';
import { runningServerPids, serverLockPath } from '../../../src/server/db/serverLock.ts';
import { validRepair } from '../repairFixtures.ts';
import { httpLogin, startChildServer, type ChildServer } from './childServer.ts';

/**
 * `npm run backup` while the real server takes writes, then `npm run restore` (refused while the
 * server runs; done after it stops): the copy is consistent, holds every write acknowledged
 * before the backup began, and the restored database has exactly the backup's checksum.
 */

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'cms-backup-'));
const databaseUrl = join(dir, 'app.db');
const backupFile = join(dir, 'backups', 'copy.db');
let server: ChildServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const npm = (script: 'backup' | 'restore', file: string) =>
  run('npm', ['run', '--silent', script, '--', file], { cwd: resolve('.'), env: { ...process.env, DATABASE_URL: databaseUrl } }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

const faults = (path: string): string[] => {
  const db = new SQLite(path, { readonly: true });
  try {
    return (db.prepare("select fault from repair where fault like 'backup-%'").all() as { fault: string }[]).map((r) => r.fault);
  } finally {
    db.close();
  }
};

describe('backup and restore', () => {
  it('copies the live database under writes and restores it exactly', { timeout: 120_000 }, async () => {
    server = await startChildServer({ DATABASE_URL: databaseUrl });
    const auth = await httpLogin(server.url);
    const url = server.url;
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let n = 0; writing; n++) {
        const fault = `backup-${w}-${n}`;
        const res = await fetch(`${url}/api/cms/needs/manage-repair`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(validRepair({ fault })) });
        if (res.status === 200) acknowledged.push(fault);
      }
    };
    const writers = [0, 1, 2].map(writer);
    await new Promise((r) => setTimeout(r, 300));
    const before = [...acknowledged];
    const backup = await npm('backup', backupFile);
    const during = acknowledged.length;
    await new Promise((r) => setTimeout(r, 200));
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('备份完成');
    expect(integrityOf(backupFile)).toBe('ok');
    const copied = new Set(faults(backupFile));
    for (const f of before) expect(copied.has(f), `acknowledged before the backup: ${f}`).toBe(true);
    expect(during, "writes went on during the backup").toBeGreaterThan(before.length);
    expect(faults(databaseUrl).length).toBeGreaterThan(copied.size);

    const refused = await npm('restore', backupFile);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('请先停止服务');
    expect(faults(databaseUrl).length).toBe(acknowledged.length);

    const stoppedPid = server.process.pid ?? 0;
    expect(runningServerPids(databaseUrl)).toEqual([stoppedPid]);
    await server.stop('SIGTERM');
    const restored = await npm('restore', backupFile);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('恢复完成');
    expect(contentChecksum(databaseUrl)).toBe(contentChecksum(backupFile));
    expect(runningServerPids(databaseUrl)).toEqual([]);
    expect(existsSync(serverLockPath(databaseUrl, stoppedPid))).toBe(false);

    server = await startChildServer({ DATABASE_URL: databaseUrl });
    const list = await fetch(`${server.url}/api/cms/needs/manage-repairs?pageSize=1`, { headers: { authorization: await httpLogin(server.url) } });
    expect(list.status).toBe(200);
    expect(new Set(faults(databaseUrl))).toEqual(copied);
    await server.stop('SIGTERM');
  });
});
