import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAiSettings } from '../src/server/areas/intelligence/aiConfig.ts';
import { extractDocumentText } from '../src/server/shared/files/documentText.ts';
import { writeChunks } from '../src/server/areas/intelligence/documents/indexDocument.ts';
import { SEED_DOCUMENTS } from '../src/server/areas/intelligence/fixtures/documents.ts';
import { answerQuestion } from '../src/server/areas/intelligence/pipeline.ts';
import { retrieveChunks } from '../src/server/areas/intelligence/search/retrieval.ts';
import { seedKnowledge } from '../src/server/areas/intelligence/seed.ts';
import { SEED_QUESTIONS } from '../src/server/areas/intelligence/seedData/conversationQuestions.ts';
import { DEFAULT_CHUNKING } from '../src/server/areas/intelligence/text/chunking.ts';
import { normaliseQuestion } from '../src/domain/text/normalise.ts';
import { queryTerms } from '../src/server/areas/intelligence/text/segment.ts';
import { ensureUserDictionary } from '../src/server/areas/intelligence/userDictionary.ts';
import { openDatabase, type Db } from '../src/server/db/database.ts';
import { ensureDemoAccounts } from '../src/server/db/accounts.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { RETRIEVAL_SET } from '../test/fixtures/intelligence/retrievalSet.ts';
import { allPass, formatTable, row, type BudgetRow } from './budgets.ts';

/**
 * `npm run bench:ai`: the assistant's figures of issue 34 on an embedded SQLite file — the parse
 * and index time of the three committed device documents (their Markdown, and the PDF and Word
 * fixtures), the top-3 retrieval recall over the question set, and the answer time of 100
 * questions in process without an LLM (p50, p95; budget p95 ≤ 50 ms). Writes the table to
 * stdout and to bench/results-assistant.md (BENCH_RESULTS=- writes none). Exits 1 when a budget fails.
 */

const ANSWER_P95_MS = 50;
const RECALL = 0.85;
const ms = (n: number): string => `${n.toFixed(1)} ms`;

async function indexTime(db: Db, name: string, bytes: Uint8Array, fileName: string): Promise<BudgetRow> {
  const started = performance.now();
  const parsed = await extractDocumentText(bytes, fileName);
  const kb = await db.insertInto('ai_knowledge_base').values({ name: `bench ${name}`, created_at: '2026-11-29T00:00:00.000Z', updated_at: '2026-11-29T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
  const doc = await db.insertInto('ai_document').values({ kb_id: kb.id, name: fileName, parse_state: 'parsing', created_at: '2026-11-29T00:00:00.000Z', updated_at: '2026-11-29T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
  const { chunks } = await db.transaction().execute((trx) => writeChunks(trx, { id: Number(doc.id), kb_id: Number(kb.id) }, parsed.text, parsed.kind === 'markdown', DEFAULT_CHUNKING, '2026-11-29T00:00:00.000Z'));
  const took = performance.now() - started;
  return row(`parse + index: ${name}`, 'figure', `${ms(took)} (${parsed.text.length} characters, ${chunks} chunks)`, 'info', took);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ai-'));
  const db = openDatabase(join(dir, 'ai.db'));
  const rows: BudgetRow[] = [];
  try {
    await migrateToLatest(db);
    await ensureDemoAccounts(db, Date.now());
    const warm = performance.now();
    await ensureUserDictionary(db);
    rows.push(row('segmenter start (jieba dictionary + user words)', 'figure', ms(performance.now() - warm), 'info'));
    for (const d of SEED_DOCUMENTS) rows.push(await indexTime(db, d.fileName, new TextEncoder().encode(d.text), d.fileName));
    rows.push(await indexTime(db, 'troubleshootingGuide.pdf (excerpt)', new Uint8Array(readFileSync('test/fixtures/intelligence/troubleshootingGuide.pdf')), 'troubleshootingGuide.pdf'));
    rows.push(await indexTime(db, 'warrantyTerms.docx', new Uint8Array(readFileSync('test/fixtures/intelligence/warrantyTerms.docx')), 'warrantyTerms.docx'));
    await db.deleteFrom('ai_chunk').execute();
    await db.deleteFrom('ai_document').execute();
    await db.deleteFrom('ai_knowledge_base').execute();
    await seedKnowledge(db, Date.now());
    const settings = await readAiSettings(db);

    let hits = 0;
    for (const item of RETRIEVAL_SET) {
      const found = await retrieveChunks(db, queryTerms(normaliseQuestion(item.question, settings.synonyms)), { topK: 3 });
      if (found.some((h) => h.text.includes(item.expect))) hits++;
    }
    const recall = hits / RETRIEVAL_SET.length;
    rows.push(row('top-3 retrieval recall', `≥ ${RECALL * 100} %`, `${(recall * 100).toFixed(1)} % (${hits}/${RETRIEVAL_SET.length})`, recall >= RECALL));

    const questions = Array.from({ length: 100 }, (_, i) => SEED_QUESTIONS[i % SEED_QUESTIONS.length] ?? '');
    for (const q of questions.slice(0, 10)) await answerQuestion(db, q, settings);
    const times: number[] = [];
    for (const q of questions) {
      const started = performance.now();
      await answerQuestion(db, q, settings);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = times[94] ?? Infinity;
    rows.push(row('answer time, 100 questions, no LLM: p50', 'figure', ms(times[49] ?? 0), 'info'));
    rows.push(row('answer time, 100 questions, no LLM: p95', `≤ ${ANSWER_P95_MS} ms`, ms(p95), p95 <= ANSWER_P95_MS));
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  const table = formatTable(rows);
  process.stdout.write(`${table}\n`);
  const results = process.env.BENCH_RESULTS ?? 'bench/results-assistant.md';
  if (results !== '-') writeFileSync(results, `# npm run bench:ai — ${new Date().toISOString()}\n\n${table}\n`);
  if (!allPass(rows)) process.exitCode = 1;
}

await main();
