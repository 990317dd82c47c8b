import { createFileServer } from './fileServer.ts';
import { createSavepointServer, type RunServer, type ServerOptions, type Template } from './harness.ts';
import { createPgServer } from './pgServer.ts';
import { createPgSavepointServer } from './pgSavepointServer.ts';

/**
 * The servers the trust suites run on, by the template's database (docs/testing.md):
 * - `createFuzzServer`: the savepoint harness, one connection and one outer transaction per run
 *   (SQLite ~0.1 ms a run; PostgreSQL, pgSavepointServer.ts, a few ms).
 * - `createRealServer`: real transactions on the server's own connections, for what claims
 *   atomicity or concurrency: SQLite, a copy of the template file per run (fileServer.ts);
 *   PostgreSQL, as above.
 */

export const createFuzzServer = (t: Template, opts: ServerOptions = {}): RunServer =>
  t.data.dialect === 'postgres' ? createPgSavepointServer(t, opts) : createSavepointServer(t, opts);

/** A real-transaction server, plus copies of the template for child server processes. */
export interface RealServer extends RunServer {
  /** A fresh copy of the template as a DATABASE_URL (a file, or a PostgreSQL database), removed at `close`. */
  copy(): Promise<string>;
}

export function createRealServer(t: Template): RealServer {
  if (t.data.dialect === 'postgres') return createPgServer(t);
  const files = createFileServer(t);
  let copies = 0;
  return {
    start: () => files.start(),
    copy: () => Promise.resolve(files.copyTemplate(`copy${++copies}.db`)),
    close: () => files.close(),
  };
}
