import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { AppEnv, Logger } from '../context.ts';
import { ApiError, errorResponse } from '../errors.ts';

/**
 * The global error handler: a catalogue error becomes its envelope; anything else is logged
 * server-side and answered with INTERNAL — never a stack trace or SQL text.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return function onApiError(err: Error, c: Context<AppEnv>): Response {
    if (err instanceof ApiError) return errorResponse(c, err.errorName, err.message);
    logger.error(`${c.req.method} ${c.req.path} 处理失败`, err);
    return errorResponse(c, 'INTERNAL');
  };
}

/**
 * Requests no route took: a declared path with a method it does not answer → 405
 * METHOD_NOT_ALLOWED with `Allow`; anything else under `/api/cms` → 404 ROUTE_NOT_FOUND.
 */
export function notFoundHandler(allowedOn: (path: string) => string[] = () => []): NotFoundHandler<AppEnv> {
  return function onRouteNotFound(c: Context<AppEnv>): Response {
    const allowed = allowedOn(c.req.path);
    if (allowed.length === 0) return errorResponse(c, 'ROUTE_NOT_FOUND');
    c.header('Allow', allowed.join(', '));
    return errorResponse(c, 'METHOD_NOT_ALLOWED');
  };
}
