import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext, Rec } from './callContext.ts';

/**
 * Valid calls of 智能助手's records the CRUD kits cannot make from the declarations alone: a
 * knowledge base's documents (made by an upload and the background parse) and their chunks, the
 * assistant's own endpoints, a conversation (made by a question), and hot words (which name
 * their table). Each caller acts on fresh records.
 */

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

const MARKDOWN = '# 冷却系统\n\n冷水机水温保持在 20–25 ℃，开机前确认水泵运转。\n\n# 光路\n\n反射镜每周用无水乙醇清洁一次。\n';

/** A fresh knowledge base. */
export const knowledgeBase = (ctx: CallContext): Promise<Rec> => ctx.create('/intelligence/rag', { name: `访问测试知识库${ctx.next()}` });

/** An upload body of a small Markdown document. */
const documentForm = (): FormData => {
  const form = new FormData();
  form.append('file', new File([MARKDOWN], '冷却与光路.md', { type: 'text/markdown' }));
  return form;
};

/** A fresh document of a fresh knowledge base, parsed (已索引). */
export async function indexedDocument(ctx: CallContext): Promise<Rec> {
  const kb = await knowledgeBase(ctx);
  const up = await ctx.send({ method: 'POST', path: `/intelligence/rag/${kb.id}/document`, form: documentForm() }, 'superadmin');
  if (up.status !== 200) throw new Error(`set-up upload failed: ${up.status} ${JSON.stringify(up.body)}`);
  const id = Number(up.body.data.id);
  for (let i = 0; i < 200; i++) {
    const res = await ctx.s.request('GET', `/intelligence/document/${id}`, { as: 'superadmin' });
    const doc = res.body.data as unknown as Rec;
    if (doc.status === 'indexed') return doc;
    if (doc.status === 'failed') throw new Error(`set-up parse failed: ${JSON.stringify(doc)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('set-up parse did not finish');
}

/** The first chunk of a fresh parsed document. */
export async function chunk(ctx: CallContext): Promise<Rec> {
  const doc = await indexedDocument(ctx);
  const res = await ctx.s.request('GET', `/intelligence/chunk?document_id=${doc.id}`, { as: 'superadmin' });
  const first = (res.body.data.list as unknown as Rec[])[0];
  if (!first) throw new Error('set-up document has no chunk');
  return first;
}

/** A fresh hot-word table's new word. */
export async function hotWord(ctx: CallContext): Promise<Rec> {
  const table = await ctx.create('/intelligence/vocabulary', { name: `访问测试热词表${ctx.next()}` });
  return ctx.create('/intelligence/hot-word', { vocabulary_id: table.id, word: `热词${ctx.next()}`, weight: 6 });
}

/** A recorded conversation (a question asked through the API). */
export const conversation = async (ctx: CallContext): Promise<number> => Number((await ctx.create('/intelligence/ask', { question: '冷水机水温多少合适', channel: 'debug' })).conversationId);

const one = (build: (ctx: CallContext) => Promise<Call>): Builder => async (ctx) => [await build(ctx)];

/** Hand-written endpoints of 智能助手, by `METHOD /path`. */
export const INTELLIGENCE_CALLS: Record<string, Builder> = {
  'POST /intelligence/rag/:id/document': one(async (ctx) => ({ method: 'POST', path: `/intelligence/rag/${(await knowledgeBase(ctx)).id}/document`, form: documentForm() })),
  'GET /intelligence/rag/:id/document/:docId': one(async (ctx) => {
    const doc = await indexedDocument(ctx);
    return { method: 'GET', path: `/intelligence/rag/${String(doc.kb_id)}/document/${doc.id}` };
  }),
  'POST /intelligence/rag/:id/retrieve': one(async (ctx) => ({ method: 'POST', path: `/intelligence/rag/${String((await indexedDocument(ctx)).kb_id)}/retrieve`, body: { question: '水温多少度', topK: 3 } })),
  'POST /intelligence/ask': one(async () => ({ method: 'POST', path: '/intelligence/ask', body: { question: '反射镜多久清洁一次', channel: 'api' } })),
  'POST /intelligence/document/:id/retry': one(async (ctx) => ({ method: 'POST', path: `/intelligence/document/${(await indexedDocument(ctx)).id}/retry`, body: {} })),
  'POST /intelligence/chunk/bulk': one(async (ctx) => ({ method: 'POST', path: '/intelligence/chunk/bulk', body: { ids: [(await chunk(ctx)).id], enabled: false } })),
  'POST /intelligence/corpus/import': one(async () => ({ method: 'POST', path: '/intelligence/corpus/import', body: { rows: [{ question: '导入的访问检查问题', answer: '导入的访问检查答案' }] } })),
  'POST /intelligence/document/bulk': one(async (ctx) => ({ method: 'POST', path: '/intelligence/document/bulk', body: { ids: [(await indexedDocument(ctx)).id], action: 'disable' } })),
  'GET /intelligence/mode': one(async () => ({ method: 'GET', path: '/intelligence/mode' })),
  'GET /intelligence/overview': one(async () => ({ method: 'GET', path: '/intelligence/overview?from=2026-11-01&to=2026-11-22' })),
};
