import { Hono } from 'hono';
import type { AppEnv, Clock, Deps, Logger } from './context.ts';
import type { Db } from './db/database.ts';
import { actionLog } from './middleware/actionLog.ts';
import { authenticate } from './middleware/auth.ts';
import { jsonOnly, limitBody } from './middleware/bodyGuard.ts';
import { errorHandler, notFoundHandler } from './middleware/errors.ts';
import { requestInfo } from './middleware/requestInfo.ts';
import { mountEndpoints } from './routes/mount.ts';

/** Options of `createApp`. */
export interface CreateAppOptions {
  db: Db;
  clock: Clock;
  /** Take the caller's address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
  logger?: Logger;
}

/** The default logger: console. */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error),
};

/** The base path every API route is under. */
export const API_BASE = '/api/cms';

/**
 * The API app: every endpoint of the declarations under `/api/cms`, behind body limits,
 * JSON-only writes, authentication, the access guard and the action log. Tests call
 * `app.request('/api/cms/...')`; `main.ts` serves it.
 */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: Deps = { db: options.db, clock: options.clock, trustProxy: options.trustProxy ?? false, logger: options.logger ?? consoleLogger };
  const app = new Hono<AppEnv>().basePath(API_BASE);
  app.onError(errorHandler(deps.logger));
  app.notFound(notFoundHandler());
  app.use('*', requestInfo({ trustProxy: deps.trustProxy }));
  app.use('*', limitBody());
  app.use('*', jsonOnly());
  app.use('*', authenticate(deps));
  app.use('*', actionLog(deps));
  mountEndpoints(app, deps);
  return app;
}
