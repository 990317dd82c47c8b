import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { renderIndexHtml, type AppSettings } from './indexHtml.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';

/**
 * The built app from `distDir`: `/assets/*` with a long immutable cache, other files as they
 * are, and any other GET path → `index.html` (with the runtime settings) so client routes
 * work. Null when not built.
 */
export function createStaticApp(distDir: string, settings: AppSettings): Hono | null {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const index = renderIndexHtml(readFileSync(indexPath, 'utf8'), settings);
  const html = (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  };
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/', html);
  app.get('/index.html', html);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', html);
  return app;
}
