import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { runningServerPids } from './serverLock.ts';

/**
 * Online backup and restore of the SQLite database through SQLite's backup API (better-sqlite3's
 * `db.backup()`): pages are copied from a consistent read snapshot, so a copy taken while the
 * server writes is never torn. A file copy of a live WAL database can be.
 */

/** The outcome of a backup or restore. */
export interface BackupResult {
  path: string;
  pages: number;
  checksum: string;
}

/** `PRAGMA integrity_check` of a database file: 'ok' or the first problems. */
export function integrityOf(path: string): string {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/** A digest of every table's rows (schema included): two databases with equal content have equal checksums. */
export function contentChecksum(path: string): string {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const hash = createHash('sha256');
    // the ordinary tables: a full-text index's virtual and shadow tables hold what their tables hold
    const tables = db
      .prepare("select m.name, m.sql from sqlite_master m join pragma_table_list l on l.name = m.name and l.schema = 'main' where m.type = 'table' and l.type = 'table' and m.name not like 'sqlite_%' order by m.name")
      .all() as { name: string; sql: string }[];
    for (const t of tables) {
      hash.update(`${t.name}\n${t.sql}\n`);
      for (const row of db.prepare(`select * from "${t.name}" order by rowid`).raw().iterate()) hash.update(JSON.stringify(row));
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

const stamp = (now: Date): string => now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The default backup path: `<db folder>/backups/<db name>-yyyyMMdd-HHmmss.db`. */
export const defaultBackupPath = (databasePath: string, now = new Date()): string =>
  join(dirname(resolve(databasePath)), 'backups', `${resolve(databasePath).split('/').pop()?.replace(/\.db$/, '')}-${stamp(now)}.db`);

async function copyOnline(fromPath: string, toPath: string): Promise<number> {
  const source = new SQLite(fromPath, { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  try {
    const progress = await source.backup(toPath, { progress: () => 0x7fffffff });
    return progress.totalPages;
  } finally {
    source.close();
  }
}

/** Copies the live database to `targetPath` (written beside it first, then renamed), checks the copy. */
export async function backupDatabase(databasePath: string, targetPath = defaultBackupPath(databasePath)): Promise<BackupResult> {
  if (!existsSync(databasePath)) throw new Error(`数据库文件不存在：${databasePath}`);
  mkdirSync(dirname(resolve(targetPath)), { recursive: true });
  const partial = `${targetPath}.partial`;
  rmSync(partial, { force: true });
  const pages = await copyOnline(databasePath, partial);
  const integrity = integrityOf(partial);
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new Error(`备份文件校验失败：${integrity}`);
  }
  renameSync(partial, targetPath);
  return { path: targetPath, pages, checksum: contentChecksum(targetPath) };
}

/**
 * Restores a backup over the database. Refuses while a server is using the database (stop it
 * first); keeps the current database as `<db>.before-restore-<time>` beside it.
 */
export async function restoreDatabase(backupPath: string, databasePath: string, now = new Date()): Promise<BackupResult & { previous: string | null }> {
  const pids = runningServerPids(databasePath);
  if (pids.length) throw new Error(`服务正在使用该数据库（进程 ${pids.join('、')}），请先停止服务再恢复`);
  if (!existsSync(backupPath)) throw new Error(`备份文件不存在：${backupPath}`);
  const integrity = integrityOf(backupPath);
  if (integrity !== 'ok') throw new Error(`备份文件已损坏：${integrity}`);
  mkdirSync(dirname(resolve(databasePath)), { recursive: true });
  let previous: string | null = null;
  if (existsSync(databasePath)) {
    previous = `${databasePath}.before-restore-${stamp(now)}`;
    await copyOnline(databasePath, previous);
  }
  const incoming = `${databasePath}.restoring`;
  rmSync(incoming, { force: true });
  copyFileSync(backupPath, incoming);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(incoming, databasePath);
  const result = { path: databasePath, pages: 0, checksum: contentChecksum(databasePath), previous };
  if (result.checksum !== contentChecksum(backupPath)) throw new Error('恢复后的数据与备份不一致');
  return result;
}
