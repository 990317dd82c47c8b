import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * WRITTEN BY HAND (the generator derives tables, columns and indexes; a full-text index is neither):
 * the search indexes of the assistant's corpus pairs and knowledge-base chunks (issue 34). Both
 * index the `tokens` column, the segmented text the server writes (terms of letters and digits
 * separated by spaces, src/server/areas/intelligence/text/segment.ts), so each database sees the
 * same terms:
 * - SQLite: an FTS5 table over it (external content, kept by triggers), ranked with `bm25()`;
 * - PostgreSQL: a generated `tsvector` column ('simple': no stemming, no stop words) with a GIN
 *   index; BM25 is computed over the candidates it finds (text/bm25.ts).
 * FROZEN once committed, like the generated ones.
 */
const TABLES = ['ai_chunk', 'ai_corpus'] as const;

const sqliteUp = (t: string): string[] => [
  `create virtual table "${t}_fts" using fts5(tokens, content='${t}', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`,
  `create trigger "${t}_fts_insert" after insert on "${t}" begin insert into "${t}_fts" (rowid, tokens) values (new.id, new.tokens); end`,
  `create trigger "${t}_fts_delete" after delete on "${t}" begin insert into "${t}_fts" ("${t}_fts", rowid, tokens) values ('delete', old.id, old.tokens); end`,
  `create trigger "${t}_fts_update" after update of tokens on "${t}" begin insert into "${t}_fts" ("${t}_fts", rowid, tokens) values ('delete', old.id, old.tokens); insert into "${t}_fts" (rowid, tokens) values (new.id, new.tokens); end`,
  `insert into "${t}_fts" ("${t}_fts") values ('rebuild')`,
];

// `tokens` takes collation C first (byte order, as postgresByteOrder.ts gives every text column
// after the migrations): a column a generated column reads cannot change its type afterwards.
const postgresUp = (t: string): string[] => [
  `alter table "${t}" alter column "tokens" type text collate "C"`,
  `alter table "${t}" add column "search" tsvector generated always as (to_tsvector('simple', "tokens")) stored`,
  `create index "${t}_search_idx" on "${t}" using gin ("search")`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const name = dialectOf(db).name;
  for (const t of TABLES) for (const statement of name === 'sqlite' ? sqliteUp(t) : postgresUp(t)) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const name = dialectOf(db).name;
  for (const t of TABLES) {
    const statements =
      name === 'sqlite'
        ? [`drop trigger if exists "${t}_fts_insert"`, `drop trigger if exists "${t}_fts_delete"`, `drop trigger if exists "${t}_fts_update"`, `drop table if exists "${t}_fts"`]
        : [`drop index if exists "${t}_search_idx"`, `alter table "${t}" drop column if exists "search"`];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}
