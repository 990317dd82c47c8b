import { backupDatabase, restoreDatabase } from './backup.ts';

/**
 * `npm run backup [-- <target file>]` — an online copy of DATABASE_URL (default ./data/app.db)
 * while the server runs. `npm run restore -- <backup file>` — puts a backup back (the server
 * must be stopped; the current database is kept as `<db>.before-restore-<time>`).
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const databasePath = process.env.DATABASE_URL ?? './data/app.db';
  if (/^postgres(ql)?:\/\//.test(databasePath) || databasePath === ':memory:') throw new Error('备份与恢复只支持 SQLite 文件数据库');
  if (command === 'backup') {
    const r = await backupDatabase(databasePath, file);
    console.log(`备份完成：${r.path}（${r.pages} 页，校验和 ${r.checksum}）`);
  } else if (command === 'restore') {
    if (!file) throw new Error('请指定要恢复的备份文件：npm run restore -- <备份文件>');
    const r = await restoreDatabase(file, databasePath);
    console.log(`恢复完成：${r.path}（校验和 ${r.checksum}）${r.previous ? `，原数据库已保存为 ${r.previous}` : ''}`);
  } else {
    throw new Error('用法：backupCli.ts backup [目标文件] | restore <备份文件>');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
