import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kickParsing } from '../../../src/server/areas/intelligence/documents/parseQueue.ts';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';

/**
 * AI文件库 as its page and the knowledge bases call it: folders as a tree, uploads checked by
 * content and stored once per content, rename / move / tags, previews, a document of a knowledge
 * base taken from the library (which then keeps the file), and share links that expire. Each bad
 * input gets a 4xx with a Chinese message and changes nothing.
 */

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const NOTES = '# 切割头保养\n\n每周清洁一次切割头保护镜片，用无尘布蘸无水乙醇轻擦。\n\n# 喷嘴\n\n喷嘴变形会导致切割断面粗糙，应及时更换。';

let s: TestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'oss-files-'));
  s = await createTestServer({ uploadDir: dir });
}, 60_000);

afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const ok = async (method: string, path: string, body?: unknown, as: TestUser = 'superadmin'): Promise<Loose> => {
  const res = await s.request(method, path, { as, body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

async function upload(bytes: Uint8Array | string, name: string, folderId?: number | string, as: TestUser = 'superadmin'): Promise<{ status: number; body: Loose }> {
  const form = new FormData();
  if (folderId !== undefined) form.append('folder_id', String(folderId));
  form.append('file', new File([bytes as BlobPart], name));
  const res = await s.app.request('/api/cms/oss/file/upload', { method: 'POST', body: form, headers: { authorization: (await s.login(as)).auth } });
  return { status: res.status, body: (await res.json()) as Loose };
}

const countFiles = async (): Promise<number> => Number((await s.db.selectFrom('oss_file').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('folders', () => {
  it('nest; a name is unique among its siblings; a folder moves neither into itself nor below itself; one that holds anything is not deleted', async () => {
    const manuals = await ok('POST', '/oss/folder', { name: '说明书', parent_id: 0 });
    const sub = await ok('POST', '/oss/folder', { name: '2026 款', parent_id: manuals.id });
    const dup = await s.request('POST', '/oss/folder', { as: 'superadmin', body: { name: '说明书', parent_id: 0 } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('同一位置已有名为「说明书」的文件夹');
    expect((await s.request('POST', '/oss/folder', { as: 'superadmin', body: { name: '说明书', parent_id: sub.id } })).status).toBe(200);
    const slash = await s.request('POST', '/oss/folder', { as: 'superadmin', body: { name: 'a/b', parent_id: 0 } });
    expect(slash.status).toBe(400);
    const nowhere = await s.request('POST', '/oss/folder', { as: 'superadmin', body: { name: '孤儿', parent_id: 99999 } });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toBe('目标文件夹不存在或已被删除');
    const loop = await s.request('PUT', `/oss/folder/${manuals.id}`, { as: 'superadmin', body: { parent_id: sub.id, version: manuals.version } });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('不能把文件夹移到它自己或它的子文件夹中');
    const full = await s.request('DELETE', `/oss/folder/${manuals.id}?version=${manuals.version}`, { as: 'superadmin' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('文件夹「说明书」中还有 1 个文件夹，请先移走或删除');
    const children = await ok('GET', `/oss/folder?parent_id=${manuals.id}`);
    expect((children.list as Loose[]).map((f) => f.name)).toEqual(['2026 款']);
  });

  it('the library is staff\'s (group 64): a member is refused', async () => {
    expect((await s.request('GET', '/oss/folder', { as: 'staff' })).status).toBe(200);
    expect((await s.request('GET', '/oss/folder', { as: 'member' })).status).toBe(403);
    expect((await s.request('GET', '/oss/file', { as: 'member' })).status).toBe(403);
  });
});

describe('uploads', () => {
  let folderId: number;
  beforeAll(async () => {
    folderId = Number((await ok('POST', '/oss/folder', { name: '素材', parent_id: 0 })).id);
  });

  it('a file goes into its folder with its type read from its content, its size, uploader and hash', async () => {
    const up = await upload(NOTES, '切割头保养.md', folderId, 'staff');
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ name: '切割头保养.md', kind: 'text', folderId, deduplicated: false });
    const row = await ok('GET', `/oss/file/${up.body.data.id}`);
    expect(row).toMatchObject({ name: '切割头保养.md', folder_id: folderId, kind: 'text', size: Buffer.byteLength(NOTES), mime: 'text/markdown; charset=utf-8' });
    expect(String(row.sha256)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(row.file)).toMatch(/^\/api\/cms\/system\/upload\/[\w-]{22}$/);
    const inFolder = await ok('GET', `/oss/file?folder_id=${folderId}`);
    expect((inFolder.list as Loose[]).map((f) => f.name)).toEqual(['切割头保养.md']);
    expect(((await ok('GET', '/oss/file?folder_id=0')).list as Loose[]).some((f) => String(f.name) === '切割头保养.md')).toBe(false);
  });

  it('the same content again is stored once: a new entry sharing the stored file, naming the one it shares with', async () => {
    const first = await upload(PNG, '图标.png', 0);
    expect(first.body.data).toMatchObject({ kind: 'image', deduplicated: false });
    const uploadsBefore = Number((await s.db.selectFrom('upload_file').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const again = await upload(PNG, '图标副本.png', folderId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ deduplicated: true, sameAs: { id: first.body.data.id, name: '图标.png' } });
    const uploadsAfter = Number((await s.db.selectFrom('upload_file').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(uploadsAfter).toBe(uploadsBefore);
    const a = await ok('GET', `/oss/file/${first.body.data.id}`);
    const b = await ok('GET', `/oss/file/${again.body.data.id}`);
    expect(b.file).toBe(a.file);
  });

  it('refuses, with the reason and nothing stored: content that is not what the name says, an unknown type, an empty file, a bad folder, a non-multipart body', async () => {
    const before = await countFiles();
    const lying = await upload(PNG, '报告.pdf');
    expect(lying.status).toBe(400);
    expect(lying.body.message).toBe('文件内容与扩展名不符（内容是 PNG，扩展名是 PDF）');
    const binary = await upload(Uint8Array.from([0, 1, 2, 3, 255, 254]), '数据.bin');
    expect(binary.status).toBe(400);
    expect(binary.body.message).toContain('不支持的文件类型');
    const notText = await upload(Uint8Array.from([0x41, 0xc3, 0x28, 0x42]), '说明.txt');
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe('文件内容不是 UTF-8 文本，不能作为 .txt 文件上传');
    expect((await upload('', '空.txt')).status).toBe(400);
    const folder = await upload(NOTES, 'a.md', 'abc');
    expect(folder.status).toBe(400);
    expect(folder.body.message).toBe('「所在文件夹」不正确');
    expect((await upload(NOTES, 'a.md', 99999)).body.message).toBe('文件夹不存在或已被删除');
    const json = await s.request('POST', '/oss/file/upload', { as: 'superadmin', body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(await upload(NOTES, 'a.md', 0, 'member').then((r) => r.status)).toBe(403);
    expect(await countFiles()).toBe(before);
  });

  it('rename, move and tag with the version; a folder that is not there, a name with a slash or an over-long tag is 400', async () => {
    const up = await upload('第一行\n第二行', '笔记.txt', 0);
    const row = await ok('GET', `/oss/file/${up.body.data.id}`);
    const moved = await ok('PUT', `/oss/file/${row.id}`, { name: '维修笔记.txt', folder_id: folderId, tags: ['维修', '内部'], version: row.version });
    expect(moved).toMatchObject({ name: '维修笔记.txt', folder_id: folderId, tags: ['维修', '内部'] });
    const gone = await s.request('PUT', `/oss/file/${row.id}`, { as: 'superadmin', body: { folder_id: 424242, version: moved.version } });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe('目标文件夹不存在或已被删除');
    expect((await s.request('PUT', `/oss/file/${row.id}`, { as: 'superadmin', body: { name: 'a/b.txt', version: moved.version } })).status).toBe(400);
    const tag = await s.request('PUT', `/oss/file/${row.id}`, { as: 'superadmin', body: { tags: ['这是一个超过二十个字的非常非常长的标签文字内容'], version: moved.version } });
    expect(tag.status).toBe(400);
    expect(tag.body.message).toBe('「标签」每个不能超过 20 个字');
    expect((await ok('GET', `/oss/file/${row.id}`)).name).toBe('维修笔记.txt');
  });

  it('previews: a picture by its URL, a text file\'s text, a PDF\'s text with its pages', async () => {
    const png = await ok('GET', `/oss/file/${(await upload(PNG, '预览.png')).body.data.id}/preview`);
    expect(png).toMatchObject({ kind: 'image' });
    const md = await ok('GET', `/oss/file/${(await upload(`${NOTES}\n\n预览专用`, '预览.md')).body.data.id}/preview`);
    expect(md).toMatchObject({ kind: 'text', truncated: false });
    expect(String(md.text)).toContain('切割头保护镜片');
    const pdf = await ok('GET', `/oss/file/${(await upload(readFileSync('test/fixtures/intelligence/troubleshootingGuide.pdf'), '故障排查.pdf')).body.data.id}/preview`);
    expect(pdf.kind).toBe('text');
    expect(Number(pdf.pages)).toBeGreaterThan(0);
    expect(String(pdf.text).length).toBeGreaterThan(100);
    expect((await s.request('GET', '/oss/file/999999/preview', { as: 'superadmin' })).status).toBe(404);
  });
});

describe('a knowledge base\'s document from the library', () => {
  it('is added without copying, parsed, listed on the file; the file is then not deleted (409 naming it), and is once the document goes', async () => {
    const MANUAL = `${NOTES}\n\n# 手册版\n\n本手册适用于全部激光切割机。`;
    const up = await upload(MANUAL, '切割头手册.md', 0);
    const file = await ok('GET', `/oss/file/${up.body.data.id}`);
    const kb = await ok('POST', '/intelligence/rag', { name: '文件库测试' });
    const staffTry = await s.request('POST', `/intelligence/rag/${kb.id}/document/library`, { as: 'staff', body: { file: file.file } });
    expect(staffTry.status).toBe(403);
    const doc = await ok('POST', `/intelligence/rag/${kb.id}/document/library`, { file: file.file, name: file.name }, 'admin');
    expect(doc).toMatchObject({ status: 'queued', name: '切割头手册.md', kind: 'markdown' });
    await kickParsing({ db: s.db, clock: s.clock, uploadDir: dir });
    let state = '';
    for (let i = 0; i < 200 && state !== 'indexed' && state !== 'failed'; i++) {
      state = String((await ok('GET', `/intelligence/rag/${kb.id}/document/${doc.id}`)).status);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(state).toBe('indexed');
    expect((await ok('GET', `/intelligence/document/${doc.id}`)).file).toBe(file.file);

    const usages = await ok('GET', `/oss/file/${file.id}/usages`);
    expect(usages).toMatchObject({ list: [{ resource: 'aiDocuments', label: '文档', id: doc.id, title: '切割头手册.md' }], hidden: 0 });
    // staff may open the library but not the knowledge bases: the document is counted, not named
    expect(await ok('GET', `/oss/file/${file.id}/usages`, undefined, 'staff')).toMatchObject({ list: [], hidden: 1 });
    const refused = await s.request('DELETE', `/oss/file/${file.id}?version=${file.version}`, { as: 'staff' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('文件「切割头手册.md」正在被使用：另有 1 条您无权查看的记录，不能删除');
    const named = await s.request('DELETE', `/oss/file/${file.id}?version=${file.version}`, { as: 'superadmin' });
    expect(named.status).toBe(409);
    expect(named.body.message).toBe('文件「切割头手册.md」正在被使用：文档「切割头手册.md」，不能删除');

    // a second entry of the same content shares the stored file and its users; it may go, the last one may not
    const twin = await upload(MANUAL, '切割头手册副本.md', 0);
    expect(twin.body.data).toMatchObject({ deduplicated: true });
    expect((await ok('GET', `/oss/file/${twin.body.data.id}/usages`)).list).toHaveLength(1);
    await ok('DELETE', `/oss/file/${twin.body.data.id}?version=1`);
    expect((await s.request('DELETE', `/oss/file/${file.id}?version=${file.version}`, { as: 'superadmin' })).status).toBe(409);

    const docRow = await ok('GET', `/intelligence/document/${doc.id}`);
    await ok('DELETE', `/intelligence/document/${doc.id}?version=${docRow.version}`);
    expect(await ok('GET', `/oss/file/${file.id}/usages`)).toMatchObject({ list: [], hidden: 0 });
    await ok('DELETE', `/oss/file/${file.id}?version=${file.version}`);
  });

  it('refuses a file the caller cannot read or that is no stored file (404), and one that is no document (400)', async () => {
    const kb = await ok('POST', '/intelligence/rag', { name: '文件库拒绝' });
    const unknown = await s.request('POST', `/intelligence/rag/${kb.id}/document/library`, { as: 'superadmin', body: { file: '/api/cms/system/upload/AAAAAAAAAAAAAAAAAAAAAA' } });
    expect(unknown.status).toBe(404);
    expect((await s.request('POST', `/intelligence/rag/${kb.id}/document/library`, { as: 'superadmin', body: { file: '/etc/passwd' } })).status).toBe(404);
    const picture = await ok('GET', `/oss/file/${(await upload(PNG, '不是文档.png')).body.data.id}`);
    const notDoc = await s.request('POST', `/intelligence/rag/${kb.id}/document/library`, { as: 'superadmin', body: { file: picture.file, name: picture.name } });
    expect(notDoc.status).toBe(400);
    expect((await s.request('POST', `/intelligence/rag/${kb.id}/document/library`, { as: 'superadmin', body: { file: 12 } })).status).toBe(400);
    expect((await ok('GET', `/intelligence/document?kb_id=${kb.id}`)).total).toBe(0);
  });
});

describe('share links', () => {
  let fileId: number;
  beforeAll(async () => {
    fileId = Number((await upload('分享给客户的说明', '分享.txt', 0)).body.data.id);
  });

  it('open without a login until they expire; at most 7 days; a changed link is refused', async () => {
    expect((await s.request('POST', `/oss/file/${fileId}/share`, { as: 'superadmin', body: { days: 8 } })).body.message).toBe('「有效期」最多 7 天');
    expect((await s.request('POST', `/oss/file/${fileId}/share`, { as: 'superadmin', body: { days: 0 } })).status).toBe(400);
    expect((await s.request('POST', `/oss/file/${fileId}/share`, { as: 'member', body: { days: 1 } })).status).toBe(403);
    const link = await ok('POST', `/oss/file/${fileId}/share`, { days: 3 }, 'staff');
    expect(String(link.url)).toMatch(new RegExp(`^/api/cms/oss/shared/${fileId}\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(Date.parse(String(link.expiresAt)) - s.clock.now()).toBe(3 * 24 * 3600 * 1000);
    const open = await s.app.request(String(link.url));
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('分享给客户的说明');
    expect(open.headers.get('content-disposition')).toContain("filename*=UTF-8''%E5%88%86%E4%BA%AB.txt");

    const url = new URL(String(link.url), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = String(url.searchParams.get('signature'));
    const tampered = await s.app.request(`/api/cms/oss/shared/${fileId}?expires=${expires + 60}&signature=${signature}`);
    expect(tampered.status).toBe(403);
    expect(((await tampered.json()) as Loose).message).toBe('分享链接无效或已过期');
    expect((await s.app.request(`/api/cms/oss/shared/${fileId}?expires=${expires}&signature=${signature.slice(0, -2)}xx`)).status).toBe(403);
    expect((await s.app.request(`/api/cms/oss/shared/${fileId}?expires=${expires + 30 * 24 * 3600}&signature=${signature}`)).status).toBe(403);
    expect((await s.app.request(`/api/cms/oss/shared/abc?expires=${expires}&signature=${signature}`)).status).toBe(400);
    s.clock.advance(3 * 24 * 3600 * 1000 + 1000);
    expect((await s.app.request(String(link.url))).status).toBe(403);
  });
});
