import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * The built app from `distDir`: `/assets/*` with a long immutable cache, other files as they
 * are, and any other GET path → `index.html` so client routes work. Null when not built.
 */
export function createStaticApp(distDir: string): Hono | null {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const app = new Hono();
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
