import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

/**
 * Backup and restore of a PostgreSQL database with PostgreSQL's own tools: `pg_dump -Fc` (one
 * MVCC snapshot, so a dump taken while servers write is consistent: every transaction is in it
 * whole or not at all) and `pg_restore --clean --if-exists --no-owner --single-transaction`
 * (the restore lands whole or not at all). The tools come from PATH, or from `PG_BIN`.
 */

/** The outcome of a PostgreSQL backup or restore. */
export interface PgBackupResult {
  path: string;
  bytes: number;
  ms: number;
}

const stamp = (now: Date): string => now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

const databaseNameOf = (url: string): string => decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';

/** The default dump path: `./data/backups/<database>-yyyyMMdd-HHmmss.dump`. */
export const defaultPgBackupPath = (url: string, now = new Date()): string => resolve('data', 'backups', `${databaseNameOf(url)}-${stamp(now)}.dump`);

/** The connection for the tools: the URL without its password, which goes in PGPASSWORD (not on a command line other users can read). */
function connectionOf(url: string): { uri: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { uri: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs one of PostgreSQL's client tools; rejects with a Chinese message when it is missing or fails. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const command = process.env.PG_BIN ? join(process.env.PG_BIN, tool) : tool;
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', (err: NodeJS.ErrnoException) =>
      fail(new Error(err.code === 'ENOENT' ? `未找到 ${tool}：请安装 PostgreSQL 客户端（Debian：apt-get install postgresql-client），或用 PG_BIN 指定它所在的目录` : `${tool} 无法运行：${err.message}`)),
    );
    child.once('close', (code) => (code === 0 ? done(output) : fail(new Error(`${tool} 失败（退出码 ${code}）：${output.trim()}`))));
  });
}

async function dump(url: string, targetPath: string): Promise<PgBackupResult> {
  const started = Date.now();
  const { uri, env } = connectionOf(url);
  mkdirSync(dirname(resolve(targetPath)), { recursive: true });
  const partial = `${targetPath}.partial`;
  rmSync(partial, { force: true });
  try {
    await runTool('pg_dump', ['--format=custom', '--file', partial, '--dbname', uri], env);
    await runTool('pg_restore', ['--list', partial], env);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  renameSync(partial, targetPath);
  return { path: targetPath, bytes: statSync(targetPath).size, ms: Date.now() - started };
}

/** Dumps the live database to `targetPath` (written beside it first, read back with `pg_restore --list`, then renamed). */
export const backupPostgres = (url: string, targetPath = defaultPgBackupPath(url)): Promise<PgBackupResult> => dump(url, targetPath);

/** The other client sessions on the database (servers, psql …): a restore under them would change tables they are using. */
export async function otherSessionsOn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump over the database. Refuses while other sessions use it (stop the servers
 * first); dumps the current database first as `<database>-before-restore-<time>.dump` beside the backup.
 */
export async function restorePostgres(backupPath: string, url: string, now = new Date()): Promise<PgBackupResult & { previous: string }> {
  const sessions = await otherSessionsOn(url);
  if (sessions) throw new Error(`服务正在使用该数据库（${sessions} 个连接），请先停止服务再恢复`);
  if (!existsSync(backupPath)) throw new Error(`备份文件不存在：${backupPath}`);
  const { uri, env } = connectionOf(url);
  await runTool('pg_restore', ['--list', backupPath], env).catch((err: Error) => {
    throw new Error(`备份文件已损坏：${err.message}`);
  });
  const previous = join(dirname(resolve(backupPath)), `${databaseNameOf(url)}-before-restore-${stamp(now)}.dump`);
  await dump(url, previous);
  const started = Date.now();
  await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--dbname', uri, backupPath], env);
  return { path: backupPath, bytes: statSync(backupPath).size, ms: Date.now() - started, previous };
}
