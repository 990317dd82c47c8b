import { backupDatabase, restoreDatabase } from './backup.ts';
import { backupPostgres, restorePostgres } from './backupPg.ts';
import { isPostgresUrl } from './dialect.ts';

/**
 * `npm run backup [-- <target file>]` — an online copy of DATABASE_URL (default ./data/app.db)
 * while the server runs. `npm run restore -- <backup file>` — puts a backup back (the server
 * must be stopped; the current database is kept as `<db>.before-restore-<time>`). On a
 * `postgres://` URL these are `pg_dump -Fc` and `pg_restore --clean` (backupPg.ts).
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL ?? './data/app.db';
  if (databaseUrl === ':memory:') throw new Error('内存数据库无法备份或恢复：请用 DATABASE_URL 指定数据库文件或 postgres:// 地址');
  const postgres = isPostgresUrl(databaseUrl);
  if (command === 'backup') {
    if (postgres) {
      const r = await backupPostgres(databaseUrl, file);
      console.log(`备份完成：${r.path}（${(r.bytes / 1024).toFixed(0)} KiB，用时 ${r.ms} 毫秒）`);
      return;
    }
    const r = await backupDatabase(databaseUrl, file);
    console.log(`备份完成：${r.path}（${r.pages} 页，校验和 ${r.checksum}）`);
  } else if (command === 'restore') {
    if (!file) throw new Error('请指定要恢复的备份文件：npm run restore -- <备份文件>');
    if (postgres) {
      const r = await restorePostgres(file, databaseUrl);
      console.log(`恢复完成：${r.path}（用时 ${r.ms} 毫秒），原数据库已备份为 ${r.previous}`);
      return;
    }
    const r = await restoreDatabase(file, databaseUrl);
    console.log(`恢复完成：${r.path}（校验和 ${r.checksum}）${r.previous ? `，原数据库已保存为 ${r.previous}` : ''}`);
  } else {
    throw new Error('用法：backupCli.ts backup [目标文件] | restore <备份文件>');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
