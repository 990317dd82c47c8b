import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../../src/server/db/database.ts';
import { TEST_PG_URL, pgUrlOf } from '../../helpers/testDatabase.ts';
import { appOn, callApp, rowsWrittenOf, type Run, type RunServer, type ServerOptions, type Template } from './harness.ts';

/**
 * PostgreSQL only: every run gets a database of its own, `CREATE DATABASE … TEMPLATE` the test
 * file's template, opened with the server's own `openDatabase` (a pool, real transactions on real
 * connections) behind a fresh app, and dropped after it. A copy costs ~30–250 ms; a drop waits
 * for a checkpoint of the whole cluster (PostgreSQL 15 forces one), ~0.1–2 s on a busy 2-core
 * machine, so copies are made ahead while a run goes on, and used ones are dropped in batches
 * behind the runs (concurrent drops share their checkpoints). The run count under PostgreSQL is
 * lower for that (fuzzRuns.ts); `close` prints what a run waited for its copy.
 */

/** Copies made ahead of the runs that will take them. */
const AHEAD = 2;
/** Used copies dropped together (at most two batches exist at once). */
const BATCH = 12;

export interface PgServer extends RunServer {
  /** A fresh copy of the template for other processes: its URL; dropped at `close`. */
  copy(): Promise<string>;
}

export function createPgServer(t: Template, opts: ServerOptions = {}): PgServer {
  if (t.data.dialect !== 'postgres') throw new Error('createPgServer needs a PostgreSQL template');
  const template = t.data.database;
  const admin = new pg.Pool({ connectionString: TEST_PG_URL, max: AHEAD + BATCH });
  admin.on('error', () => undefined);
  // names as testDatabase.ts makes them (`cms_t_…`), so pgGlobalSetup drops what a killed run left
  const freshName = (): string => `cms_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const used: string[] = [];
  const kept: string[] = [];
  const failed: unknown[] = [];
  let dropping: Promise<void> = Promise.resolve();
  const stats = { runs: 0, waited: 0, reused: 0, started: Date.now() };

  /** A copy, its database connected already (a new connection to a new database costs ~30–60 ms). */
  interface Copy {
    name: string;
    db: Db;
  }
  const ready: Promise<Copy>[] = [];
  const fill = () => {
    while (ready.length < AHEAD) {
      const name = freshName();
      const made = admin.query(`create database ${name} template ${template}`).then(async () => {
        const db = openDatabase(pgUrlOf(name));
        await sql`select 1`.execute(db);
        return { name, db };
      });
      made.catch(() => undefined);
      ready.push(made);
    }
  };
  /** Copies a refused run left as the template was (checked by `unchanged`), its log rows cleared: the next run takes one of these first. */
  const clean: Copy[] = [];
  const take = async (): Promise<Copy> => {
    const asked = Date.now();
    const reused = clean.pop();
    if (reused) {
      stats.reused += 1;
      return reused;
    }
    fill();
    const copy = await (ready.shift() as Promise<Copy>);
    fill();
    stats.waited += Date.now() - asked;
    return copy;
  };
  const dropAll = async (names: string[]): Promise<void> => {
    const results = await Promise.allSettled(names.map((n) => admin.query(`drop database if exists ${n} with (force)`)));
    for (const r of results) if (r.status === 'rejected') failed.push(r.reason);
  };
  const release = async (name: string): Promise<void> => {
    used.push(name);
    if (used.length < BATCH) return;
    await dropping;
    dropping = dropAll(used.splice(0));
  };

  return {
    async copy() {
      const { name, db } = await take();
      await db.destroy();
      kept.push(name);
      return pgUrlOf(name);
    },
    async start(): Promise<Run> {
      const { name, db } = await take();
      stats.runs += 1;
      const { app, logLines } = appOn(db, opts);
      const run: Run = {
        db,
        logLines,
        rowsWritten: await rowsWrittenOf(db),
        async end() {
          if (run.unchangedChecked) {
            // equal to the template but for the log tables: cleared, it serves the next run as a fresh copy would
            await db.deleteFrom('action_log').execute();
            await db.deleteFrom('login_failure').execute();
            clean.push({ name, db });
            return;
          }
          await db.destroy();
          await release(name);
        },
        request: (method, path, init) => {
          run.unchangedChecked = false; // a request after the check may change the copy
          return callApp(app, method, path, init);
        },
      };
      return run;
    },
    async close() {
      const left = [...clean.splice(0), ...(await Promise.allSettled(ready.splice(0))).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))];
      for (const { db } of left) await db.destroy();
      await dropping;
      await dropAll([...used.splice(0), ...kept.splice(0), ...left.map((c) => c.name)]);
      await admin.end();
      if (stats.runs) {
        const wall = Date.now() - stats.started;
        console.info(`PostgreSQL runs: ${stats.runs} (${stats.reused} on a clean copy a refused run left), ${Math.round(wall / stats.runs)} ms a run in all, ${Math.round(stats.waited / stats.runs)} ms of it waiting for the copy`);
      }
      if (failed.length) throw new Error(`${failed.length} run database(s) not dropped: ${String(failed[0])}`);
    },
  };
}
