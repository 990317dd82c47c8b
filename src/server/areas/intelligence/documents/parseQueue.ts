import { UPLOAD_URL_PREFIX } from '../../../../../resources/settings/upload.ts';
import type { Clock } from '../../../context.ts';
import type { Db } from '../../../db/database.ts';
import { readUploadBytes } from '../../../shared/files/upload.ts';
import { DocumentTextError, extractDocumentText } from '../../../shared/files/documentText.ts';
import { rulesOf, writeChunks } from './indexDocument.ts';
import { ensureUserDictionary } from '../userDictionary.ts';

/**
 * The background parse of knowledge-base documents: 排队中 → 解析中 → 已索引 / 失败. Any process
 * may take a queued document: the claim is one conditional update (`status` and `claimed_until`),
 * so two processes never parse the same one, and a document whose parser died (its claim ran out)
 * is taken again. The upload starts the queue at once (`kickParsing`); the server's poll
 * (src/server/main.ts) catches what another process left.
 */

/** What the parse needs. */
export interface ParseDeps {
  db: Db;
  clock: Clock;
  uploadDir?: string;
}

/** How long a claim holds: a parse taking longer is taken again by another run. */
export const PARSE_CLAIM_MS = 5 * 60_000;

const iso = (ms: number): string => new Date(ms).toISOString();

/** Takes the next document to parse (one conditional update), or null. */
async function claimNext(deps: ParseDeps): Promise<{ id: number } | null> {
  const now = deps.clock.now();
  const candidate = await deps.db
    .selectFrom('ai_document')
    .select('id')
    .where((e) => e.or([e('parse_state', '=', 'queued'), e.and([e('parse_state', '=', 'parsing'), e('claimed_until', '<', iso(now))])]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return null;
  const claimed = await deps.db
    .updateTable('ai_document')
    .set((e) => ({ parse_state: 'parsing', claimed_until: iso(now + PARSE_CLAIM_MS), attempts: e('attempts', '+', 1), error: null, updated_at: iso(now) }))
    .where('id', '=', candidate.id)
    .where((e) => e.or([e('parse_state', '=', 'queued'), e.and([e('parse_state', '=', 'parsing'), e('claimed_until', '<', iso(now))])]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? { id: Number(candidate.id) } : claimNext(deps);
}

/** The message a failed parse keeps: the reader's own words, else a general one (never a stack). */
const failureOf = (e: unknown): string => (e instanceof DocumentTextError ? e.message : '解析失败：文件无法读取');

/** Parses one claimed document: its text, its chunks, its state. */
async function parseOne(deps: ParseDeps, id: number): Promise<void> {
  const started = deps.clock.now();
  const doc = await deps.db.selectFrom('ai_document').selectAll().where('id', '=', id).executeTakeFirst();
  if (!doc) return;
  try {
    const key = (doc.file ?? '').startsWith(UPLOAD_URL_PREFIX) ? (doc.file ?? '').slice(UPLOAD_URL_PREFIX.length) : '';
    const upload = key ? await deps.db.selectFrom('upload_file').select(['stored_name', 'original_name']).where('key', '=', key).executeTakeFirst() : undefined;
    if (!upload) throw new DocumentTextError('文档的文件不存在', 'unreadable');
    const bytes = new Uint8Array(await readUploadBytes(deps, upload.stored_name));
    const parsed = await extractDocumentText(bytes, upload.original_name);
    await ensureUserDictionary(deps.db);
    const kb = await deps.db.selectFrom('ai_knowledge_base').select(['delimiter', 'max_length', 'overlap']).where('id', '=', doc.kb_id).executeTakeFirstOrThrow();
    await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const { chunks, chars } = await writeChunks(trx, { id, kb_id: Number(doc.kb_id) }, parsed.text, parsed.kind === 'markdown', rulesOf(kb), iso(now));
      await trx
        .updateTable('ai_document')
        .set({ parse_state: 'indexed', kind: parsed.kind, chunk_count: chunks, char_count: chars, parse_ms: Math.max(0, now - started), claimed_until: null, error: null, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    });
  } catch (e) {
    const now = deps.clock.now();
    await deps.db.updateTable('ai_document').set({ parse_state: 'failed', error: failureOf(e), claimed_until: null, parse_ms: Math.max(0, now - started), updated_at: iso(now) }).where('id', '=', id).execute();
  }
}

/** Parses queued documents until none is left; answers how many it parsed. */
export async function parseQueued(deps: ParseDeps): Promise<number> {
  let done = 0;
  for (let next = await claimNext(deps); next; next = await claimNext(deps)) {
    await parseOne(deps, next.id);
    done++;
  }
  return done;
}

const running = new WeakMap<Db, Promise<number>>();

/** Starts the queue in this process unless it is running already (after an upload or a retry); errors are the documents' own. */
export function kickParsing(deps: ParseDeps): Promise<number> {
  const current = running.get(deps.db);
  if (current) return current.then(() => kickParsing(deps));
  const run = parseQueued(deps).finally(() => running.delete(deps.db));
  running.set(deps.db, run);
  return run;
}
