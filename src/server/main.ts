import cluster from 'node:cluster';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { API_BASE, createApp, consoleLogger } from './app.ts';
import { clockFromEnv } from './clock.ts';
import { runPrimary } from './cluster.ts';
import type { Clock } from './context.ts';
import { openDatabase, type Db } from './db/database.ts';
import { isPostgresUrl } from './db/dialect.ts';
import { whilePostgresStarting } from './db/dialects/postgresStart.ts';
import { migrateToLatest } from './db/migrate.ts';
import { holdServerLock, whileStarting } from './db/serverLock.ts';
import { seedDemo } from './db/seed.ts';
import { isDemoMode } from '../domain/demoMode.ts';
import { settingsFromEnv } from './indexHtml.ts';
import { parseCorsOrigins } from './middleware/origin.ts';
import { createStaticApp } from './static.ts';
import { workersFromEnv } from './workers.ts';
import { endLiveStreams } from './live/bus.ts';
import { startWorker } from './areas/notifications/worker.ts';
import { reportStartFailure, StartRefused } from './startFailure.ts';
import { SERVER_AREAS, serverAreaSet } from './composition.ts';

/** Whether a request target (path, maybe with a query) is under the API's base path. */
const isApiPath = (target: string): boolean =>
  target.startsWith(API_BASE) && (target.length === API_BASE.length || target[API_BASE.length] === '/' || target[API_BASE.length] === '?');

/** The database named by DATABASE_URL and what kind it is. */
interface DatabaseTarget {
  url: string;
  postgres: boolean;
  /** An SQLite file (not `:memory:`): kept beside it, the per-process server lock and the start lock. */
  sqliteFile: boolean;
}

function databaseTarget(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = env.DATABASE_URL ?? './data/app.db';
  const postgres = isPostgresUrl(url);
  return { url, postgres, sqliteFile: !postgres && url !== ':memory:' };
}

/** Opens the database for this process; an SQLite file gets its folder and this process's server lock. */
function openServed(target: DatabaseTarget): Db {
  if (target.sqliteFile) mkdirSync(dirname(resolve(target.url)), { recursive: true });
  if (target.sqliteFile) holdServerLock(target.url);
  return openDatabase(target.url);
}

/** The migrations and the demo seed, while no other process on the database does its own. */
async function prepare(db: Db, target: DatabaseTarget, clock: Clock): Promise<void> {
  const work = async (): Promise<void> => {
    await migrateToLatest(db);
    if (isDemoMode(process.env) && (await seedDemo(db, clock.now(), serverAreaSet()))) console.log('已写入演示数据（演示账号与密码见 README）');
  };
  await (target.postgres ? whilePostgresStarting(db, work) : target.sqliteFile ? whileStarting(target.url, work) : work());
}

/** How long an idle keep-alive connection is kept (more than a pooling client or proxy keeps one). */
const KEEP_ALIVE_MS = 120_000;

/**
 * Serves app and API on PORT in this process: the single server, or one worker of `WORKERS=N`
 * (then the primary has prepared the database, and SIGINT is the primary's to act on: a Ctrl-C
 * reaches every process of the terminal, and the primary stops the workers with SIGTERM).
 */
async function serveHere(target: DatabaseTarget, worker: boolean): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const db = openServed(target);
  const clock = clockFromEnv(process.env);
  if (!worker) await prepare(db, target, clock);
  const api = createApp({ db, clock, trustProxy: process.env.TRUST_PROXY === '1', logger: consoleLogger, corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS), uploadDir: process.env.UPLOAD_DIR || undefined, areas: SERVER_AREAS });
  const site = createStaticApp(resolve('dist'), settingsFromEnv(process.env));
  if (!site && !worker) console.warn('未找到 dist/index.html：请先运行 npm run build 构建前端，目前只提供 /api/cms 接口');
  const server = serve({
    port,
    fetch: (req, env: { incoming?: { url?: string } }) => {
      // The request target as received (`/api/cms/…?…`): no URL object to build per request.
      const raw = env.incoming?.url;
      const target = raw?.startsWith('/') ? raw : new URL(req.url).pathname;
      if (!site || isApiPath(target)) return api.fetch(req, env);
      return site.fetch(req, env);
    },
  });
  // An idle keep-alive connection stays open for 2 minutes, not Node's 5 s: a client's or
  // proxy's pool (nginx upstreams; Playwright's request context, which ignores the Keep-Alive
  // hint) reusing a socket just as the server closed it got ECONNRESET.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  // the outbox's delivery worker: every server process runs one (claims never overlap: claim.ts)
  const delivery = startWorker({ db, clock, logger: consoleLogger, areas: serverAreaSet() }, { intervalMs: Number(process.env.NOTIFY_POLL_MS) || 1000 });
  console.log(worker ? `服务已启动 http://localhost:${port}（工作进程 ${process.pid}）` : `服务已启动 http://localhost:${port}`);
  const shutdown = (): void => {
    // the live streams never end by themselves: end them, or the close waits for its 5 s cut-off;
    // their connections go idle a moment later (after close() looked), so they are closed then
    endLiveStreams();
    server.close(() => {
      void delivery.stop().then(() => db.destroy()).then(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) setTimeout(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', worker ? () => undefined : shutdown);
}

/**
 * `WORKERS=N` (N > 1): this primary migrates and seeds once, holding the database like a server
 * (so `npm run restore` refuses while the cluster runs), then forks the workers (src/server/cluster.ts).
 */
async function startCluster(target: DatabaseTarget, workers: number): Promise<void> {
  if (!target.postgres && !target.sqliteFile) throw new StartRefused('WORKERS 大于 1 时不能使用内存数据库（每个进程会各有一个）：请用 SQLite 数据库文件或 PostgreSQL');
  const db = openServed(target);
  await prepare(db, target, clockFromEnv(process.env));
  await db.destroy();
  if (!existsSync(resolve('dist/index.html'))) console.warn('未找到 dist/index.html：请先运行 npm run build 构建前端，目前只提供 /api/cms 接口');
  runPrimary(workers);
}

/** Starts the server: env PORT, DATABASE_URL, SEED, WORKERS, APP_TITLE, OFFICIAL_SITE_URL, NOW (outside production). */
async function main(): Promise<void> {
  const target = databaseTarget(process.env);
  if (cluster.isWorker) return serveHere(target, true);
  const workers = workersFromEnv(process.env);
  return workers > 1 ? startCluster(target, workers) : serveHere(target, false);
}

main().catch((err: unknown) => {
  reportStartFailure(err);
  process.exit(1);
});
