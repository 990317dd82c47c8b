import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityOf } from '../../../src/server/db/backup.ts';
import type { Db } from '../../../src/server/db/database.ts';
import type { Database } from '../../../src/server/db/tables.ts';
import { runningServerPids, serverLockPath } from '../../../src/server/db/serverLock.ts';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import { validRepair } from '../repairFixtures.ts';
import { contentDigest, countTableMismatches, createChildDatabase, type ChildDatabase } from './childDatabase.ts';
import { httpLogin, startChildServer, type ChildServer } from './childServer.ts';

/**
 * `npm run backup` while the real server takes writes, then `npm run restore` (refused while the
 * server runs; done after it stops), on the database TEST_DIALECT names: SQLite's online backup
 * API, or `pg_dump -Fc` / `pg_restore --clean` on PostgreSQL. The copy is consistent — every
 * repair with its history row and its action-log row or none of them, every count table exact —
 * it holds every write acknowledged before the backup began, and the restored database has
 * exactly the backup's content. (PostgreSQL: the copy is read by restoring the dump into a
 * second, empty database, as SQLite's copy is read as a file.)
 */

const sqlite = TEST_DIALECT === 'sqlite';
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'cms-backup-'));
const backupFile = join(dir, 'backups', sqlite ? 'copy.db' : 'copy.dump');
let live: ChildDatabase;
let copy: ChildDatabase | undefined;
let server: ChildServer | undefined;
beforeAll(async () => {
  live = await createChildDatabase(dir);
  if (!sqlite) copy = await createChildDatabase(dir);
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await live?.drop();
  await copy?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const npm = (script: 'backup' | 'restore', file: string, env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', script, '--', file], { cwd: resolve('.'), env: { ...process.env, DATABASE_URL: live.url, ...env } }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

/** Opens the backup as a database: the SQLite file itself, or the dump restored into the empty second database. */
async function readBackup<T>(read: (db: Db) => Promise<T>): Promise<T> {
  if (!copy) {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(backupFile, { readonly: true }) }) });
    return read(db).finally(() => db.destroy());
  }
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', copy.url, backupFile]);
  return copy.use(read);
}

const faultsOf = async (db: Db): Promise<string[]> => (await db.selectFrom('repair').select('fault').where('fault', 'like', 'backup-%').execute()).map((r) => r.fault);

/** What a torn copy would show: a repair without its history or action-log row, or such a row without its repair, or a count table off. */
async function halfWrites(db: Db): Promise<string[]> {
  const { rows } = await sql<{ what: string; id: string }>`
    select 'no create event' as what, cast(r.id as text) as id from repair r where r.fault like 'backup-%' and not exists (select 1 from repair_event e where e.repair_id = r.id and e.kind = 'create')
    union all select 'no action log', cast(r.id as text) from repair r where r.fault like 'backup-%' and not exists (select 1 from action_log l where l.action = 'repairs.create' and l.record_id = cast(r.id as text))
    union all select 'log without repair', l.record_id from action_log l where l.action = 'repairs.create' and not exists (select 1 from repair r where cast(r.id as text) = l.record_id)
    union all select 'event without repair', cast(e.repair_id as text) from repair_event e where not exists (select 1 from repair r where r.id = e.repair_id)`.execute(db);
  return [...rows.map((r) => `${r.what}: ${r.id}`), ...(await countTableMismatches(db))];
}

const msOf = (out: string): number => Number(/用时 (\d+) 毫秒/.exec(out)?.[1] ?? NaN);

describe(`backup and restore (${TEST_DIALECT})`, () => {
  it('copies the live database under writes and restores it exactly', { timeout: 180_000 }, async () => {
    server = await startChildServer({ DATABASE_URL: live.url });
    const auth = await httpLogin(server.url);
    const url = server.url;
    const acknowledged: string[] = [];
    const ackTimes: number[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let n = 0; writing; n++) {
        const fault = `backup-${w}-${n}`;
        const res = await fetch(`${url}/api/cms/needs/manage-repair`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(validRepair({ fault })) });
        if (res.status === 200) {
          acknowledged.push(fault);
          ackTimes.push(Date.now());
        }
      }
    };
    const writers = [0, 1, 2].map(writer);
    await new Promise((r) => setTimeout(r, 300));
    const before = [...acknowledged];
    const startedAt = Date.now();
    const backup = await npm('backup', backupFile);
    const backupWall = Date.now() - startedAt;
    const toolMs = sqlite ? backupWall : msOf(backup.out);
    const whileDumping = ackTimes.filter((t) => t >= startedAt + backupWall - toolMs && t <= startedAt + backupWall).length;
    const during = acknowledged.length;
    await new Promise((r) => setTimeout(r, 200));
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('备份完成');
    if (sqlite) expect(integrityOf(backupFile)).toBe('ok');
    const { copied, torn, copyDigest } = await readBackup(async (db) => ({ copied: new Set(await faultsOf(db)), torn: await halfWrites(db), copyDigest: await contentDigest(db) }));
    expect(torn).toEqual([]);
    for (const f of before) expect(copied.has(f), `acknowledged before the backup: ${f}`).toBe(true);
    for (const f of copied) expect(acknowledged.includes(f), `in the copy but never acknowledged: ${f}`).toBe(true);
    expect(during, 'writes went on during the backup').toBeGreaterThan(before.length);
    const liveFaults = await live.use(faultsOf);
    expect(liveFaults.length).toBeGreaterThan(copied.size);

    const refused = await npm('restore', backupFile);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('请先停止服务');
    expect((await live.use(faultsOf)).length).toBe(acknowledged.length);

    const stoppedPid = server.process.pid ?? 0;
    if (sqlite) expect(runningServerPids(live.url)).toEqual([stoppedPid]);
    await server.stop('SIGTERM');
    const restoredAt = Date.now();
    const restored = await npm('restore', backupFile);
    const restoreWall = Date.now() - restoredAt;
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('恢复完成');
    expect(await live.use(contentDigest)).toBe(copyDigest);
    if (sqlite) {
      expect(runningServerPids(live.url)).toEqual([]);
      expect(existsSync(serverLockPath(live.url, stoppedPid))).toBe(false);
    }

    server = await startChildServer({ DATABASE_URL: live.url });
    const admin = await httpLogin(server.url);
    const list = await fetch(`${server.url}/api/cms/needs/manage-repairs?pageSize=1`, { headers: { authorization: admin } });
    expect(list.status).toBe(200);
    expect(new Set(await live.use(faultsOf))).toEqual(copied);
    const after = await fetch(`${server.url}/api/cms/needs/manage-repair`, { method: 'POST', headers: { authorization: admin, 'content-type': 'application/json' }, body: JSON.stringify(validRepair({ fault: 'backup-after-restore' })) });
    expect(after.status, 'a create after the restore (the id sequences came back too)').toBe(200);
    expect(await live.use(halfWrites)).toEqual([]);
    await server.stop('SIGTERM');

    const size = sqlite ? statSync(live.url).size : Number((await live.use((db) => sql<{ n: number }>`select pg_database_size(current_database()) as n`.execute(db))).rows[0].n);
    console.info(
      `backup on ${TEST_DIALECT}: ${during - before.length} writes acknowledged during npm run backup (≈${whileDumping} while ${sqlite ? 'it' : 'pg_dump'} ran), ${copied.size} repairs in the copy; ` +
        `backup ${toolMs} ms (npm run backup ${backupWall} ms), restore ${sqlite ? restoreWall : msOf(restored.out)} ms (npm run restore ${restoreWall} ms); ` +
        `database ${(size / 1024 / 1024).toFixed(1)} MiB, backup file ${(statSync(backupFile).size / 1024 / 1024).toFixed(1)} MiB`,
    );
  });

  it('a backup that cannot run says why in Chinese and leaves no file (SQLite: no database file; PostgreSQL: no pg_dump)', async () => {
    const empty = join(dir, 'no-tools');
    mkdirSync(empty, { recursive: true });
    const target = join(dir, 'never.backup');
    const res = await npm('backup', target, sqlite ? { DATABASE_URL: join(dir, 'missing.db') } : { PG_BIN: empty });
    expect(res.code).not.toBe(0);
    expect(res.out).toContain(sqlite ? '数据库文件不存在' : '未找到 pg_dump：请安装 PostgreSQL 客户端');
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });
});
