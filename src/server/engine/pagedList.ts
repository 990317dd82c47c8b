import type { ResourceDef } from '../../../resources/define.ts';
import { fastReader, runQuery, type FastReader } from '../db/fastRead.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Query } from '../db/fastRead.ts';
import { pooledArrays, type ArrayRows } from '../db/dialects/postgresOpen.ts';
import { buildListQuery, TOTAL_CAP, type ListParams, type ListQueries, type RowKey } from './listQuery.ts';

/**
 * Runs a list page with its total. Deep pages use keyset pagination behind the scenes: an
 * in-process cache of anchors — the key (sort value, id) of the row just before a known offset
 * — per list (table, conditions, sort), valid only while the database version is unchanged
 * (SQLite: `FastReader.version`; PostgreSQL: the identity of the snapshot the page's statement
 * read — a commit by this server or by another process ends it).
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

/** The anchors of a list whatever version they were read at (PostgreSQL checks it after its one statement). */
function peekAnchors(db: object, key: string): AnchorSet | undefined {
  return cache.get(db)?.get(key);
}

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
 * caller), driven synchronously on SQLite's prepared statements (`runSync`). The anchors are
 * those of `set`, kept under the version the reads see. PostgreSQL reads a page in one statement
 * instead (`deepPostgresPage`), with the same anchors and the same rule.
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
 * The page and its total. With no transaction open on the connection: on SQLite synchronously
 * on prepared statements in one snapshot (keyset for deep pages); on PostgreSQL a deep page by
 * keyset as one statement on the pool, a first page as the page and its total; otherwise
 * through Kysely with plain OFFSET.
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
  const pooled = pooledArrays(db);
  const deep = (params.page - 1) * params.pageSize > DIRECT_SKIP && !params.sort.nullable;
  if (deep && pooled) return deepPostgresPage(db, (stmt) => pooled(dialectOf(db).text(stmt.sql), stmt.params), q, params);
  // PostgreSQL's first pages (the page, then its total: as one statement they measured no faster),
  // or a transaction open: plain OFFSET
  const records = (await runQuery(db, q.rows)).map(q.toRecord);
  if (!params.withTotal) return { records };
  const [t] = await runQuery<{ total: number }>(db, q.total);
  return { records, ...totalOf(t?.total, q.totalCapped) };
}

/** The identity of the statement's snapshot (READ COMMITTED: each statement reads one, and this names it). */
const SNAPSHOT = { sql: '(select pg_current_snapshot()::text) as "__v"', params: [] };

/**
 * A deep page on PostgreSQL in one statement (one round trip): the rows, with the total and the
 * snapshot's identity as leading columns. It starts from the nearest cached anchor (or walks
 * to it on the index in the same statement); the anchors are kept under the snapshot identity
 * they were read at, and a page read from an anchor counts only when its statement saw that
 * same snapshot — the same committed rows, so the anchor is still at its offset. Otherwise (a
 * commit anywhere since, or no row to tell) it is read again from the start of the list, which
 * needs no anchor. The result equals the plain LIMIT/OFFSET query.
 */
async function deepPostgresPage(db: Parameters<typeof runQuery>[0], run: (stmt: Query) => Promise<ArrayRows>, q: ListQueries, params: ListParams): Promise<ListResult> {
  const offset = (params.page - 1) * params.pageSize;
  const lead = params.withTotal ? [{ sql: `(${q.total.sql}) as "__total"`, params: q.total.params }, SNAPSHOT] : [SNAPSHOT];
  const leadSql = { sql: lead.map((x) => x.sql).join(', '), params: lead.flatMap((x) => x.params) };
  const read = async (from: { at: number; key: RowKey | undefined }): Promise<{ rows: Record<string, unknown>[]; lead: Record<string, unknown> | undefined }> => {
    const walk = offset - from.at > DIRECT_SKIP ? offset - from.at - 1 : undefined;
    return splitLead(await run(q.page(leadSql, from.key, walk, walk === undefined ? offset - from.at : 0, params.pageSize)));
  };
  const known = peekAnchors(db, q.cacheKey);
  const from = known ? nearest(known, offset) : { at: 0, key: undefined };
  let page = await read(from);
  // read from an anchor: valid only in the snapshot the anchor was read in
  if (from.key && (page.lead?.__v === undefined || page.lead.__v !== known?.version)) page = await read({ at: 0, key: undefined });
  const version = page.lead?.__v as string | undefined;
  if (version !== undefined) {
    const set = anchorsOf(db, q.cacheKey, version);
    if (page.lead?.__aid !== undefined && page.lead.__aid !== null) remember(set, offset, { value: page.lead.__av, id: Number(page.lead.__aid) });
    const last = page.rows[page.rows.length - 1];
    if (last) remember(set, offset + page.rows.length, { value: last[q.sortKey], id: Number(last.id) });
  }
  const records = page.rows.map(q.toRecord);
  if (!params.withTotal) return { records };
  // an empty page carries no leading columns: the total on its own
  const counted = page.lead ? page.lead.__total : (await runQuery<{ total: number }>(db, q.total))[0]?.total;
  return { records, ...totalOf(counted, q.totalCapped) };
}

/** The rows of a page statement as records, and its leading columns (`__…`: the total, the snapshot, the walked anchor) from the first row. */
function splitLead(result: ArrayRows): { rows: Record<string, unknown>[]; lead: Record<string, unknown> | undefined } {
  let first = 0;
  while (first < result.names.length && result.names[first].startsWith('__')) first++;
  const names = result.names;
  const rows = new Array<Record<string, unknown>>(result.rows.length);
  for (let i = 0; i < result.rows.length; i++) {
    const values = result.rows[i];
    const row: Record<string, unknown> = {};
    for (let c = first; c < names.length; c++) row[names[c]] = values[c];
    rows[i] = row;
  }
  let lead: Record<string, unknown> | undefined;
  if (result.rows.length) {
    lead = {};
    for (let c = 0; c < first; c++) lead[names[c]] = result.rows[0][c];
  }
  return { rows, lead };
}
