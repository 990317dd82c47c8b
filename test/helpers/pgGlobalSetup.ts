import pg from 'pg';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { PG_CREATE, PG_TEMPLATE, TEST_PG_URL, pgAdmin, pgUrlOf } from './testDatabase.ts';
import { isAlive } from '../../src/server/db/serverLock.ts';

/**
 * Before the `api-pg` project: drops the databases a killed earlier run left behind and (re)builds
 * the migrated template every test database is copied from (CREATE DATABASE … TEMPLATE: a file
 * copy, much faster than migrating each one).
 */

export async function setup(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'cms\\_t\\_%' or datname = $1", [PG_TEMPLATE]);
  await client.end();
  // this checkout's template, and the test databases of processes that no longer run (other runs' live ones stay)
  const stale = rows.map((r) => r.datname).filter((name) => name === PG_TEMPLATE || !isAlive(Number(/^cms_t_(\d+)_/.exec(name)?.[1])));
  for (const name of stale) await pgAdmin(`drop database if exists ${name} with (force)`);
  await pgAdmin(`create database ${PG_TEMPLATE} ${PG_CREATE}`);
  const db = openDatabase(pgUrlOf(PG_TEMPLATE));
  await migrateToLatest(db);
  await db.destroy();
}

export async function teardown(): Promise<void> {
  await pgAdmin(`drop database if exists ${PG_TEMPLATE} with (force)`);
}
