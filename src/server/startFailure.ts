/**
 * A server that cannot start says why in one Chinese line an operator can act on, with no stack
 * trace: a setting it refuses (WORKERS, NOW, …), or a database it cannot reach or log in to.
 * Anything else is a defect of ours, and keeps its stack for whoever fixes it.
 */

/** A start refused for a reason the operator can fix; its message is the whole report. */
export class StartRefused extends Error {}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  errors?: unknown;
}

/** The error's own code, or the first code of the attempts it aggregates (Node tries each address of a host). */
function codeOf(err: ErrorLike): string {
  if (typeof err.code === 'string' && err.code) return err.code;
  const first = Array.isArray(err.errors) ? (err.errors[0] as ErrorLike | undefined) : undefined;
  return first && typeof first.code === 'string' ? first.code : '';
}

/** The one line for a start failure an operator can act on, or undefined for a defect. */
export function startFailureLine(err: unknown): string | undefined {
  if (err instanceof StartRefused) return err.message;
  if (!err || typeof err !== 'object') return undefined;
  const e = err as ErrorLike;
  const nested = Array.isArray(e.errors) ? (e.errors[0] as ErrorLike | undefined) : undefined;
  const where = [e.address ?? nested?.address, e.port ?? nested?.port].filter((x) => x !== undefined && x !== '').join(':');
  switch (codeOf(e)) {
    case 'ECONNREFUSED':
      return `无法连接 PostgreSQL${where ? `（${where}）` : ''}：请确认数据库已启动，且 DATABASE_URL 的主机和端口正确`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `找不到 PostgreSQL 主机${typeof e.hostname === 'string' ? `「${e.hostname}」` : ''}：请检查 DATABASE_URL 的主机名`;
    case 'ETIMEDOUT':
      return `连接 PostgreSQL 超时${where ? `（${where}）` : ''}：请检查网络与防火墙`;
    case '28P01':
    case '28000':
      return 'PostgreSQL 拒绝登录：请检查 DATABASE_URL 中的用户名和密码';
    case '3D000':
      return 'PostgreSQL 中没有 DATABASE_URL 所指的数据库：请先用 createdb <库名> 新建（见 README 的 PostgreSQL 一节）';
    case '42501':
      return 'PostgreSQL 账号没有建表的权限：请让它成为该库的所有者，或授予 CREATE 权限';
    case 'SQLITE_CANTOPEN':
      return '无法打开 SQLite 数据库文件：请检查 DATABASE_URL 的路径和目录权限';
    case 'EACCES':
    case 'EROFS':
      return '没有写入数据库目录的权限：请检查 DATABASE_URL 所在目录的权限';
    default:
      return undefined;
  }
}

/** Reports a failed start on stderr: one line when the operator can act on it, else the line and the stack. */
export function reportStartFailure(err: unknown, write: (line: string) => void = (line) => console.error(line)): void {
  const line = startFailureLine(err);
  if (line) write(`服务启动失败：${line}`);
  else write(`服务启动失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
}
