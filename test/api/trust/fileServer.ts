import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { createApp } from '../../../src/server/app.ts';
import type { Logger } from '../../../src/server/context.ts';
import { openDatabase, rawDatabaseOf } from '../../../src/server/db/database.ts';
import { TEST_NOW } from '../../helpers/testServer.ts';
import { callApp, rowsWrittenOf, type RunServer, type Run, type Template } from './harness.ts';
import { SERVER_AREAS } from '../../../src/server/composition.ts';

/**
 * The trust suites' server for what claims atomicity or concurrency: the template written to a
 * database file in a temporary folder (one per test file); each run copies that file and opens
 * the copy with the server's own `openDatabase` (WAL, synchronous FULL, busy timeout, foreign
 * keys), so every handler transaction is a real `begin` … `commit`/`rollback` of the Kysely
 * driver on its own connection, exactly as `npm run serve` runs it. No savepoint rewrite.
 */
export interface FileServer extends RunServer {
  /** The template's database file: child servers (`startChildServer`) can open copies of it. */
  templateFile: string;
  /** A fresh copy of the template file, for a child server or a second connection. */
  copyTemplate(name: string): string;
  /** Removes the temporary folder. */
  close(): void;
}

/**
 * Writes `snapshot` as a database file, `prepare` applied (e.g. a trigger), already in WAL mode and
 * checkpointed: a copy opens without converting its journal (a run costs ~10 ms instead of ~40).
 */
function writeTemplate(dir: string, snapshot: Buffer, prepare?: (sqlite: SQLite.Database) => void): string {
  const file = join(dir, 'template.db');
  writeFileSync(file, snapshot);
  const sqlite = new SQLite(file);
  prepare?.(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
  return file;
}

/** A file-backed server for one test file; `prepare` alters the template once (e.g. adds a trigger). */
export function createFileServer(t: Template, opts: { prepare?: (sqlite: SQLite.Database) => void } = {}): FileServer {
  const dir = mkdtempSync(join(tmpdir(), 'cms-trust-'));
  if (t.data.dialect !== 'sqlite') throw new Error('the file server is SQLite only');
  const templateFile = writeTemplate(dir, t.data.snapshot, opts.prepare);
  const copyTemplate = (name: string): string => {
    const file = join(dir, name);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    copyFileSync(templateFile, file);
    return file;
  };
  return {
    templateFile,
    copyTemplate,
    close: () => rmSync(dir, { recursive: true, force: true }),
    async start(): Promise<Run> {
      const db = openDatabase(copyTemplate('run.db'));
      const sqlite = rawDatabaseOf(db);
      if (!sqlite) throw new Error('openDatabase gave no SQLite handle');
      const logLines: string[] = [];
      const logger: Logger = {
        info: (m) => logLines.push(m),
        error: (m, e) => logLines.push(`${m} ${e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e ?? '')}`),
      };
      const app = createApp({ areas: SERVER_AREAS, db, clock: { now: () => TEST_NOW }, logger });
      return {
        db,
        logLines,
        rowsWritten: await rowsWrittenOf(db),
        end: async () => void sqlite.close(),
        request: (method, path, init) => callApp(app, method, path, init),
      };
    },
  };
}
