import { Hono } from 'hono';
import { endpointTable } from '../../resources/registry.ts';
import type { AppEnv, Clock, Deps, Logger } from './context.ts';
import type { Db } from './db/database.ts';
import { actionLog } from './middleware/actionLog.ts';
import { authenticate } from './middleware/auth.ts';
import { jsonOnly, limitBody } from './middleware/bodyGuard.ts';
import { errorHandler, notFoundHandler } from './middleware/errors.ts';
import { allowedMethods } from './middleware/methods.ts';
import { requestInfo } from './middleware/requestInfo.ts';
import { originGuard } from './middleware/origin.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { wellFormedUrl } from './middleware/urlText.ts';
import { mountEndpoints } from './engine/mount.ts';
import { joinAreas, type ServerArea } from './engine/area.ts';
import { LIVE_ENDPOINTS } from './live/eventsHandler.ts';

/** Options of `createApp`. */
export interface CreateAppOptions {
  db: Db;
  clock: Clock;
  /** Take the caller's address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
  logger?: Logger;
  /** Origins allowed to call the API cross-origin (env CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[];
  /** Where uploads are stored (env UPLOAD_DIR; default ./data/uploads). */
  uploadDir?: string;
  /** The areas (the composition root's SERVER_AREAS; a test may add one of its own). */
  areas: readonly ServerArea[];
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
/** Whether a request path is one of the declared paths (`:id`-style parameters match one segment). */
export function pathMatcher(paths: readonly string[]): (path: string) => boolean {
  const exact = new Set(paths.filter((p) => !p.includes(':')));
  const patterns = paths.filter((p) => p.includes(':')).map((p) => new RegExp(`^${p.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`));
  return (path) => exact.has(path) || patterns.some((re) => re.test(path));
}

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: Deps = { db: options.db, clock: options.clock, trustProxy: options.trustProxy ?? false, logger: options.logger ?? consoleLogger, uploadDir: options.uploadDir, areas: joinAreas([...options.areas, LIVE_ENDPOINTS]) };
  const app = new Hono<AppEnv>().basePath(API_BASE);
  app.onError(errorHandler(deps.logger));
  app.notFound(notFoundHandler(allowedMethods(endpointTable(), API_BASE)));
  app.use('*', securityHeaders());
  app.use('*', requestInfo({ trustProxy: deps.trustProxy }));
  app.use('*', wellFormedUrl());
  const isMultipart = pathMatcher(endpointTable().filter((e) => e.multipart).map((e) => `${API_BASE}${e.path}`));
  app.use('*', limitBody(undefined, isMultipart));
  const XML_TYPES = ['text/xml', 'application/xml'];
  const xml = new Set(endpointTable().filter((e) => e.xml).map((e) => `${API_BASE}${e.path}`));
  // an XML endpoint (WeChat's event push) takes XML, and still nothing else
  app.use('*', jsonOnly(isMultipart, (path) => (xml.has(path) ? XML_TYPES : ['application/json'])));
  app.use('*', authenticate(deps));
  app.use('*', actionLog(deps));
  app.use('*', originGuard({ corsOrigins: options.corsOrigins ?? [], trustProxy: deps.trustProxy }));
  mountEndpoints(app, deps);
  return app;
}
