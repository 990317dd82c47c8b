import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import type { Database } from '../../../src/server/db/tables.ts';
import { dropPgDatabase, pgAdmin, pgUrlOf } from '../../helpers/testDatabase.ts';
import { appOn, callApp, rowsWrittenOf, type Run, type RunServer, type ServerOptions, type Template } from './harness.ts';

/**
 * PostgreSQL, the fuzzers' harness as on SQLite (harness.ts `createSavepointServer`): one copy of
 * the template per test file and one connection to it. Each run is one outer transaction, rolled
 * back at its end, so runs never see each other's effects; inside a run the handlers' own
 * transactions (`begin` / `start transaction …`, `commit`, `rollback`, as Kysely sends them) become
 * savepoints, with the same all-or-nothing effect. A statement outside a transaction runs in a
 * savepoint of its own, so a refused one (a unique key, a check) fails alone, as it does in
 * autocommit, instead of aborting the run. A copy per run (pgServer.ts) costs 0.1–0.4 s on a busy
 * 2-core machine; a run here costs milliseconds.
 *
 * What this harness cannot show — real transactions on separate connections, isolation,
 * concurrency, a crash — the suites that claim it run on `createRealServer` (servers.ts).
 */

type QueryResult = pg.QueryResult<Record<string, unknown>>;

/**
 * One client behind the pool interface Kysely's PostgreSQL driver uses (`connect`, `query`, `end`).
 * Transactions take turns, as they do on SQLite's one connection (Kysely's driver holds it for the
 * whole transaction). A statement outside a transaction runs in a savepoint of its own while no
 * transaction is open (those take turns too, so savepoints nest properly), and plainly while one
 * is: a read beside a write on one connection, where a pool would give it another.
 */
class OneConnectionPool {
  private transactions = 0;
  private statements = 0;
  /** Resolves when the open transaction (if any) has ended. */
  private transactionDone: Promise<void> = Promise.resolve();
  private transactionOpen = false;
  /** Resolves when the statements in savepoints of their own have run. */
  private alonePending: Promise<unknown> = Promise.resolve();
  constructor(private readonly client: pg.Client) {}

  private alone(text: string, values?: unknown[]): Promise<QueryResult> {
    if (this.transactionOpen) return this.client.query(text, values);
    const sp = `stmt_${++this.statements}`;
    const run = this.alonePending.then(async () => {
      await this.client.query(`savepoint ${sp}`);
      try {
        const result = await this.client.query(text, values);
        await this.client.query(`release savepoint ${sp}`);
        return result;
      } catch (e) {
        await this.client.query(`rollback to savepoint ${sp}`);
        await this.client.query(`release savepoint ${sp}`);
        throw e;
      }
    });
    this.alonePending = run.catch(() => undefined);
    return run;
  }

  private async begin(sp: string): Promise<() => void> {
    let end!: () => void;
    const before = this.transactionDone;
    this.transactionDone = new Promise<void>((resolve) => (end = resolve));
    await before;
    await this.alonePending;
    this.transactionOpen = true;
    await this.client.query(`savepoint ${sp}`);
    return () => {
      this.transactionOpen = false;
      end();
    };
  }

  async connect() {
    const sp = `app_tx_${++this.transactions}`;
    let end: (() => void) | undefined;
    const finish = async (statements: string[]): Promise<QueryResult> => {
      let result!: QueryResult;
      try {
        for (const statement of statements) result = await this.client.query(statement);
      } finally {
        end?.();
        end = undefined;
      }
      return result;
    };
    return {
      query: async (text: string, values?: unknown[]): Promise<QueryResult> => {
        const verb = text.trimStart().slice(0, 17).toLowerCase();
        if (verb === 'begin' || verb.startsWith('start transaction')) {
          end = await this.begin(sp);
          return { command: 'BEGIN', rowCount: null, rows: [], fields: [], oid: 0 } as unknown as QueryResult;
        }
        if (verb === 'commit' && end) return finish([`release savepoint ${sp}`]);
        if (verb === 'rollback' && end) return finish([`rollback to savepoint ${sp}`, `release savepoint ${sp}`]);
        return end ? this.client.query(text, values) : this.alone(text, values);
      },
      release: () => undefined,
    };
  }

  query(text: string, values?: unknown[]): Promise<QueryResult> {
    return this.alone(text, values);
  }

  end = async (): Promise<void> => undefined;
}

export function createPgSavepointServer(t: Template, opts: ServerOptions = {}): RunServer {
  if (t.data.dialect !== 'postgres') throw new Error('createPgSavepointServer needs a PostgreSQL template');
  const template = t.data.database;
  // named as testDatabase.ts names them (`cms_t_<pid>_…`), so pgGlobalSetup drops what a killed run left
  const name = `cms_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  let opened: Promise<{ client: pg.Client; db: Db; app: ReturnType<typeof appOn> }> | undefined;
  const open = () =>
    (opened ??= (async () => {
      await pgAdmin(`create database ${name} template ${template}`);
      const client = new pg.Client({ connectionString: pgUrlOf(name) });
      await client.connect();
      const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new OneConnectionPool(client) as unknown as pg.Pool }) });
      return { client, db, app: appOn(db, opts) };
    })());
  return {
    async start(): Promise<Run> {
      const { client, db, app } = await open();
      await client.query('begin');
      app.logLines.length = 0;
      return {
        db,
        logLines: app.logLines,
        rowsWritten: await rowsWrittenOf(db),
        end: async () => void (await client.query('rollback')),
        request: (method, path, init) => callApp(app.app, method, path, init),
      };
    },
    async close() {
      if (!opened) return;
      const { client } = await opened;
      await client.end();
      await dropPgDatabase(name);
    },
  };
}
