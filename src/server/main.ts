import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { API_BASE, createApp, consoleLogger } from './app.ts';
import { clockFromEnv } from './clock.ts';
import { openDatabase } from './db/database.ts';
import { isPostgresUrl } from './db/dialect.ts';
import { whilePostgresStarting } from './db/dialects/postgresStart.ts';
import { migrateToLatest } from './db/migrate.ts';
import { holdServerLock, whileStarting } from './db/serverLock.ts';
import { seedDemo } from './db/seed.ts';
import { isDemoMode } from '../domain/demoMode.ts';
import { settingsFromEnv } from './indexHtml.ts';
import { parseCorsOrigins } from './middleware/origin.ts';
import { createStaticApp } from './static.ts';

/** Whether a request target (path, maybe with a query) is under the API's base path. */
const isApiPath = (target: string): boolean =>
  target.startsWith(API_BASE) && (target.length === API_BASE.length || target[API_BASE.length] === '/' || target[API_BASE.length] === '?');

/** Starts the server: env PORT, DATABASE_URL, SEED, APP_TITLE, OFFICIAL_SITE_URL, NOW (outside production). */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const databaseUrl = process.env.DATABASE_URL ?? './data/app.db';
  const postgres = isPostgresUrl(databaseUrl);
  const sqliteFile = !postgres && databaseUrl !== ':memory:';
  if (sqliteFile) mkdirSync(dirname(resolve(databaseUrl)), { recursive: true });
  if (sqliteFile) holdServerLock(databaseUrl);
  const db = openDatabase(databaseUrl);
  const clock = clockFromEnv(process.env);
  const prepare = async (): Promise<void> => {
    await migrateToLatest(db);
    if (isDemoMode(process.env) && (await seedDemo(db, clock.now()))) console.log('已写入演示数据（演示账号与密码见 README）');
  };
  await (postgres ? whilePostgresStarting(db, prepare) : sqliteFile ? whileStarting(databaseUrl, prepare) : prepare());
  const api = createApp({ db, clock, trustProxy: process.env.TRUST_PROXY === '1', logger: consoleLogger, corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS), uploadDir: process.env.UPLOAD_DIR || undefined });
  const site = createStaticApp(resolve('dist'), settingsFromEnv(process.env));
  if (!site) console.warn('未找到 dist/index.html：请先运行 npm run build 构建前端，目前只提供 /api/cms 接口');
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
  console.log(`服务已启动 http://localhost:${port}`);
  const shutdown = (): void => {
    server.close(() => {
      void db.destroy().then(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error('服务启动失败', err);
  process.exit(1);
});
