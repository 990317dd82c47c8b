import type { Kysely } from 'kysely';
import { exchanges } from '../../../../resources/needs/exchanges.ts';
import { repairs } from '../../../../resources/needs/repairs.ts';
import { requests } from '../../../../resources/needs/requests.ts';
import { createCountTable, dropCountTable } from '../countTables.ts';

/**
 * Speed at scale (issue 6): the count tables of every resource that declares `counts`, with
 * their triggers, backfilled from the existing rows (a one-time O(rows) pass, at upgrade only).
 */
const COUNTED = [repairs, requests, exchanges];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const resource of COUNTED) await createCountTable(db, resource);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const resource of COUNTED) await dropCountTable(db, resource);
}
