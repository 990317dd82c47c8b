import type { ResourceDef } from '../../../resources/define.ts';
import { fastReader, runQuery, type FastReader } from '../db/fastRead.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Kysely } from 'kysely';
import type { Query } from '../db/fastRead.ts';
import { inReadSnapshot } from '../db/dialects/postgresReads.ts';
import { buildListQuery, TOTAL_CAP, type ListParams, type ListQueries, type RowKey } from './listQuery.ts';

/**
 * Runs a list page with its total. Deep pages use keyset pagination behind the scenes: an
 * in-process cache of anchors — the key (sort value, id) of the row just before a known offset
 * — per list (table, conditions, sort), valid only while the database version is unchanged
 * (SQLite: `FastReader.version`; PostgreSQL: the read snapshot's identity — a commit by this
 * server or by another process ends it).
 * A page starts from the nearest anchor at or before its offset; a long way from the nearest
 * anchor is first walked on the index only (`select v, id … limit 1 offset n`) and recorded;
 * every page served records the anchor after its last row, so paging onwards never walks.
 * The result always equals the plain LIMIT/OFFSET query (an api test compares them).
 */

/** Rows skipped with the page query itself (no walk) when the nearest anchor is this close. */
const DIRECT_SKIP = 200;
const MAX_LISTS = 200;
const MAX_ANCHORS = 64;

interface AnchorSet {
  version: string;
  /** Offset → key of the row at offset − 1. */
  anchors: Map<number, RowKey>;
}

const cache = new WeakMap<object, Map<string, AnchorSet>>();

function anchorsOf(db: object, key: string, version: string): AnchorSet {
  let lists = cache.get(db);
  if (!lists) cache.set(db, (lists = new Map()));
  let set = lists.get(key);
  if (set && set.version !== version) set = undefined;
  if (!set) {
    set = { version, anchors: new Map() };
    lists.delete(key);
    if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value as string);
    lists.set(key, set);
  }
  return set;
}

function remember(set: AnchorSet, offset: number, key: RowKey): void {
  if (offset <= 0 || set.anchors.has(offset)) return;
  if (set.anchors.size >= MAX_ANCHORS) set.anchors.delete(set.anchors.keys().next().value as number);
  set.anchors.set(offset, key);
}

function nearest(set: AnchorSet, offset: number): { at: number; key: RowKey | undefined } {
  let best: { at: number; key: RowKey | undefined } = { at: 0, key: undefined };
  for (const [at, key] of set.anchors) if (at <= offset && at > best.at) best = { at, key };
  return best;
}

/** One read a keyset page asks for: a single row (`get`) or rows (`all`). */
type Read = { one: boolean; q: Query };

/**
 * A page by keyset from the anchor cache, as the reads it needs (yielded, answered by the
 * caller): one algorithm for both databases, driven synchronously on SQLite's prepared
 * statements and asynchronously in a PostgreSQL read-only snapshot (`runSync`, `runAsync`).
 * The anchors are those of `set`, kept under the version the reads see.
 */
function* keysetReads(set: AnchorSet, q: ListQueries, params: ListParams): Generator<Read, Record<string, unknown>[], unknown> {
  const offset = (params.page - 1) * params.pageSize;
  let from = nearest(set, offset);
  if (offset - from.at > DIRECT_SKIP) {
    const hit = (yield { one: true, q: q.walk(from.key, offset - from.at - 1) }) as { v: unknown; id: number } | undefined;
    if (!hit) return [];
    from = { at: offset, key: { value: hit.v, id: Number(hit.id) } };
    remember(set, offset, from.key!);
  }
  const rows = (yield { one: false, q: q.keyset(from.key, offset - from.at, params.pageSize) }) as Record<string, unknown>[];
  const last = rows[rows.length - 1];
  if (last) remember(set, offset + rows.length, { value: last[q.sortKey], id: Number(last.id) });
  return rows;
}

function runSync(reads: Generator<Read, Record<string, unknown>[], unknown>, reader: FastReader): Record<string, unknown>[] {
  let step = reads.next();
  while (!step.done) step = reads.next(step.value.one ? reader.get(step.value.q) : reader.all(step.value.q));
  return step.value;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database type
async function runAsync(reads: Generator<Read, Record<string, unknown>[], unknown>, db: Kysely<any>): Promise<Record<string, unknown>[]> {
  let step = reads.next();
  while (!step.done) {
    const rows = await runQuery(db, step.value.q);
    step = reads.next(step.value.one ? rows[0] : rows);
  }
  return step.value;
}

/** A list page: its records (as `params.fields` asks), and unless `withTotal=0`, the total (with `totalCapped` when counting stopped at TOTAL_CAP). */
export interface ListResult {
  records: Record<string, unknown>[];
  total?: number;
  totalCapped?: boolean;
}

const totalOf = (n: unknown, capped: boolean): Pick<ListResult, 'total' | 'totalCapped'> => {
  const total = Number(n ?? 0);
  return capped && total > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total };
};

/**
 * The page and its total. With no transaction open on the connection it runs synchronously on
 * prepared statements in one snapshot (keyset for deep pages); otherwise through Kysely with plain OFFSET.
 */
export async function runList(db: Parameters<typeof runQuery>[0], resource: ResourceDef, params: ListParams): Promise<ListResult> {
  const q = buildListQuery(resource, params, dialectOf(db));
  const reader = fastReader(db);
  if (reader) {
    return reader.snapshot(() => {
      const records = (params.sort.nullable ? reader.all(q.rows) : runSync(keysetReads(anchorsOf(db, q.cacheKey, reader.version()), q, params), reader)).map(q.toRecord);
      if (!params.withTotal) return { records };
      return { records, ...totalOf(reader.get<{ total: number }>(q.total)?.total, q.totalCapped) };
    });
  }
  const deep = (params.page - 1) * params.pageSize > DIRECT_SKIP && !params.sort.nullable;
  if (deep && dialectOf(db).name === 'postgres' && !db.isTransaction) {
    // a deep page on PostgreSQL: keyset from the anchors, in one read-only snapshot whose
    // identity is the version the anchors are kept under (postgresReads.ts)
    return inReadSnapshot(db, async (trx, version) => {
      const records = (await runAsync(keysetReads(anchorsOf(db, q.cacheKey, version), q, params), trx)).map(q.toRecord);
      if (!params.withTotal) return { records };
      const [t] = await runQuery<{ total: number }>(trx, q.total);
      return { records, ...totalOf(t?.total, q.totalCapped) };
    });
  }
  const records = (await runQuery(db, q.rows)).map(q.toRecord);
  if (!params.withTotal) return { records };
  const [t] = await runQuery<{ total: number }>(db, q.total);
  return { records, ...totalOf(t?.total, q.totalCapped) };
}
