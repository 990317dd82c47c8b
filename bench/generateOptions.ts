import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest, migrationNames } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { serverAreaSet } from '../src/server/composition.ts';

/**
 * What both benchmark generators share (bench/generate.ts for SQLite, bench/pgGenerate.ts for
 * PostgreSQL): the options, the fingerprint a cached database is kept under, the schema and demo seed step.
 */

export interface GenerateOptions {
  repairs: number;
  requests: number;
  seed: number;
  /** The "today" of the data (ISO date); fixed so the file is the same on every run. */
  now: string;
}

/**
 * `now` is the data's "today"; the server runs on the real clock. The data holds no overdue
 * backup unit at `now` (bench/rows.ts); a run D days later finds the units the data shipped
 * 30 − D … 30 days before `now` overdue (≈ 50 a day of D, none today), and its start raises a
 * reminder for each: move `now` forward when that shows in the start time.
 */
export const DEFAULT_OPTIONS: GenerateOptions = { repairs: 1_000_000, requests: 300_000, seed: 1, now: '2026-11-29' };
/**
 * The generated data's version, part of the cache key (with a hash of the generator's sources):
 * raise it when the rows change in meaning. 2: no backup unit overdue at `now` (their reminders
 * would be raised at the server's start and delivered during the load).
 */
export const GENERATOR_VERSION = 2;
export const log = (msg: string): void => void process.stderr.write(`[generate] ${msg}\n`);

/** Files whose content decides the generated data (schema, migrations, seed, declarations the migrations read): a change regenerates the cached file. */
const FINGERPRINT_SOURCES = ['src/server/db', 'resources', 'bench/rows.ts', 'bench/fillRows.ts', 'bench/generateOptions.ts', 'bench/generate.ts'];

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((f) => filesOf(join(path, f)));
}

/** What the cache compares: the parameters, the migration list and a hash of the sources above. */
export function generationMeta(opts: GenerateOptions, moreSources: readonly string[] = []): Record<string, unknown> {
  const hash = createHash('sha256');
  for (const f of [...FINGERPRINT_SOURCES, ...moreSources].flatMap(filesOf)) hash.update(f).update(readFileSync(f));
  return { ...opts, version: GENERATOR_VERSION, migrations: migrationNames(), sources: hash.digest('hex').slice(0, 16) };
}

/** The "today" of the data as epoch ms. */
export function nowOf(opts: GenerateOptions): number {
  const now = Date.parse(`${opts.now}T00:00:00Z`);
  if (Number.isNaN(now)) throw new Error(`--now ${opts.now} is not a date`);
  return now;
}

/** The app's migrations and the demo seed (an hour before "now") on the database a DATABASE_URL names. */
export async function migrateAndSeed(url: string, now: number): Promise<void> {
  const started = Date.now();
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    await seedDemo(db, now - 3_600_000, serverAreaSet());
  } finally {
    await db.destroy();
  }
  log(`migrated and seeded the demo data (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Reads `--repairs N --requests M --seed S --now YYYY-MM-DD` over the defaults. */
export function parseOptions(args: readonly string[], base: GenerateOptions = DEFAULT_OPTIONS): GenerateOptions {
  const opts = { ...base };
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    const value = args[i + 1];
    if (!(key in opts) || value === undefined) throw new Error(`unknown or incomplete option ${args[i]}`);
    if (key === 'now') opts.now = value;
    else {
      const n = Number(value.replaceAll('_', ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${args[i]} needs a whole number`);
      (opts as Record<string, unknown>)[key] = n;
    }
  }
  return opts;
}
