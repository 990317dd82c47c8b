import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext, Rec } from './callContext.ts';
import { knowledgeBase } from './intelligenceCalls.ts';

/**
 * Valid calls of AI文件库's records the CRUD kits cannot make from the declarations alone: a file
 * (made by an upload), its preview, users and share link, the share link opened, and a knowledge
 * base's document taken from the library. Each caller acts on fresh records.
 */

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

/** An upload body of a small text file (unique content, so nothing is shared between callers). */
const fileForm = (n: number): FormData => {
  const form = new FormData();
  form.append('folder_id', '0');
  form.append('file', new File([`# 访问测试 ${n}\n\n切割头每周清洁一次。\n`], `访问测试${n}.md`, { type: 'text/markdown' }));
  return form;
};

/** A fresh library file, as GET /oss/file/:id answers it. */
export async function libraryFile(ctx: CallContext): Promise<Rec> {
  const up = await ctx.send({ method: 'POST', path: '/oss/file/upload', form: fileForm(ctx.next()) }, 'superadmin');
  if (up.status !== 200) throw new Error(`set-up upload failed: ${up.status} ${JSON.stringify(up.body)}`);
  const res = await ctx.s.request('GET', `/oss/file/${up.body.data.id}`, { as: 'superadmin' });
  return res.body.data as unknown as Rec;
}

/** A fresh folder at the top. */
export const libraryFolder = (ctx: CallContext): Promise<Rec> => ctx.create('/oss/folder', { name: `访问测试文件夹${ctx.next()}`, parent_id: 0 });

const one = (build: (ctx: CallContext) => Promise<Call>): Builder => async (ctx) => [await build(ctx)];

/** Hand-written endpoints of the file library (and the knowledge base's call that takes one of its files), by `METHOD /path`. */
export const OSS_CALLS: Record<string, Builder> = {
  'POST /oss/file/upload': one(async (ctx) => ({ method: 'POST', path: '/oss/file/upload', form: fileForm(ctx.next()) })),
  'GET /oss/file/:id/preview': one(async (ctx) => ({ method: 'GET', path: `/oss/file/${(await libraryFile(ctx)).id}/preview` })),
  'GET /oss/file/:id/usages': one(async (ctx) => ({ method: 'GET', path: `/oss/file/${(await libraryFile(ctx)).id}/usages` })),
  'POST /oss/file/:id/share': one(async (ctx) => ({ method: 'POST', path: `/oss/file/${(await libraryFile(ctx)).id}/share`, body: { days: 3 } })),
  'GET /oss/shared/:id': one(async (ctx) => {
    const file = await libraryFile(ctx);
    const link = await ctx.s.request('POST', `/oss/file/${file.id}/share`, { as: 'superadmin', body: { days: 1 } });
    return { method: 'GET', path: String(link.body.data.url).replace('/api/cms', '') };
  }),
  'POST /intelligence/rag/:id/document/library': one(async (ctx) => {
    const file = await libraryFile(ctx);
    return { method: 'POST', path: `/intelligence/rag/${(await knowledgeBase(ctx)).id}/document/library`, body: { file: file.file, name: file.name } };
  }),
};
