import type { Kysely } from 'kysely';
import { corpusIdsOf, fileIdsOf, type RuleReply, type SentReply } from '../../../domain/replyRules.ts';
import type { Database } from '../../db/tables.ts';

/**
 * A rule's replies as they are sent (`reply_message.replies`): an image as its file's name and
 * URL, a news cover as its URL, a corpus reply as the corpus pair's answer. A reply whose file or
 * corpus pair was deleted since is left out (a news reply only loses its cover).
 */
export async function sentReplies(db: Kysely<Database>, replies: readonly RuleReply[]): Promise<SentReply[]> {
  const fileIds = fileIdsOf(replies);
  const corpusIds = corpusIdsOf(replies);
  const files = new Map(
    fileIds.length > 0 ? (await db.selectFrom('oss_file').select(['id', 'name', 'file']).where('id', 'in', fileIds).execute()).map((f) => [Number(f.id), f]) : [],
  );
  const answers = new Map(
    corpusIds.length > 0 ? (await db.selectFrom('ai_corpus').select(['id', 'answer']).where('id', 'in', corpusIds).execute()).map((r) => [Number(r.id), r.answer]) : [],
  );
  const out: SentReply[] = [];
  for (const r of replies) {
    if (r.kind === 'text') out.push({ kind: 'text', text: r.text });
    else if (r.kind === 'image') {
      const f = files.get(r.fileId);
      if (f) out.push({ kind: 'image', fileId: r.fileId, name: f.name, url: f.file });
    } else if (r.kind === 'corpus') {
      const text = answers.get(r.corpusId);
      if (text !== undefined) out.push({ kind: 'corpus', corpusId: r.corpusId, text });
    } else {
      const cover = r.coverFileId === undefined ? undefined : files.get(r.coverFileId)?.file;
      out.push({ kind: 'news', title: r.title, url: r.url, ...(r.description ? { description: r.description } : {}), ...(cover ? { cover } : {}) });
    }
  }
  return out;
}
