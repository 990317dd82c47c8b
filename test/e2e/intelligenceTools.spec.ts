import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { callerAs, freshTag, openAs, type Caller } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/**
 * 智能助手's buttons that only the ui tests had pressed, pressed in Chromium as staff do: on a
 * knowledge base's detail page 重新解析 on a document, the documents' bulk bar (批量停用, 批量启用,
 * 批量删除), the chunks' 全选本页 with 批量停用 / 批量启用 and a chunk's 编辑; on a hot-word table
 * 改权重, 导入 (a bad line is named) and 导出 (the file's `word|weight` lines); on 数据统计 试一试,
 * 新对话 and 导出. Each page is checked by axe at 375 px.
 */

test.describe.configure({ timeout: 240_000 });

/** The detail page's card of this title. */
const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}`) }) });

/** A phone's width: axe on the page as a phone shows it. */
async function axeAtPhoneWidth(page: Page, ready: Locator): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(ready).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Uploads a Markdown document into a knowledge base through the API (multipart, as the page sends it). */
async function uploadDocument(request: APIRequestContext, api: Caller, kbId: number, name: string, text: string): Promise<number> {
  const auth = `Basic ${Buffer.from(`${api.uid}:${api.profile.token ?? ''}`).toString('base64')}`;
  const res = await request.post(`/api/cms/intelligence/rag/${kbId}/document`, { headers: { Authorization: auth }, multipart: { file: { name, mimeType: 'text/markdown', buffer: Buffer.from(text) } } });
  expect(res.status(), await res.text()).toBe(200);
  return Number(((await res.json()) as { data: { id: number } }).data.id);
}

/** Waits until the document is 已索引 (through the API). */
async function indexed(api: Caller, docId: number): Promise<void> {
  await expect.poll(async () => (await api.get<{ status: string }>(`/intelligence/document/${docId}`)).status, { timeout: 60_000 }).toBe('indexed');
}

/** A small manual of `topic` with three sections (three chunks). */
const manual = (topic: string) =>
  [
    `# ${topic}开机检查`,
    '',
    `${topic}开机前确认冷却水循环正常，水温保持在二十到二十五摄氏度，水流开关闭合后再打开激光电源。`,
    '',
    `# ${topic}镜片清洁`,
    '',
    `${topic}的反射镜和聚焦镜每周用无水乙醇清洁一次，从镜片中心向外螺旋擦拭，不要用手直接触碰镜面。`,
    '',
    `# ${topic}导轨保养`,
    '',
    `${topic}导轨每月加注一次导轨油，加油前先用无纺布擦净旧油和粉尘，再来回移动横梁使油均匀。`,
    '',
  ].join('\n');

test('知识库详情: 重新解析 a document, the documents\' bulk bar, the chunks\' 全选本页 with bulk switches, and a chunk\'s 编辑', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const kb = await api.post('/intelligence/rag', { name: `工具库${tag}` });
  const kbId = Number(kb.id);
  const nameA = `雕刻机手册${tag}.md`;
  const nameB = `切割机手册${tag}.md`;
  const a = await uploadDocument(request, api, kbId, nameA, manual(`雕刻机${tag}`));
  const b = await uploadDocument(request, api, kbId, nameB, manual(`切割机${tag}`));
  // and one for 批量删除
  const nameC = `焊接机手册${tag}.md`;
  const c = await uploadDocument(request, api, kbId, nameC, manual(`焊接机${tag}`));
  for (const id of [a, b, c]) await indexed(api, id);

  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto(`/intelligence/rag-detail/${kbId}`);
  const docs = card(page, '文档');
  const rowOf = (name: string) => docs.getByRole('row').filter({ hasText: name });
  await expect(rowOf(nameA).getByText('已索引')).toBeVisible();
  await expect(rowOf(nameB).getByText('已索引')).toBeVisible();
  await expect(rowOf(nameC).getByText('已索引')).toBeVisible();

  // 重新解析: A's state goes back to 排队中 (or 解析中), then 已索引 again. A small document parses
  // in milliseconds, so each state the row shows is recorded as it is drawn (a MutationObserver)
  await page.evaluate((name) => {
    const w = window as unknown as { statesSeen: string[] };
    w.statesSeen = [];
    const box = document.querySelector('[data-testid="rag-documents"]');
    const note = () => {
      for (const tr of box?.querySelectorAll('tr') ?? []) {
        if (!tr.textContent?.includes(name)) continue;
        const state = tr.querySelector('[data-testid="rag-doc-status"]')?.textContent ?? '';
        if (w.statesSeen.at(-1) !== state) w.statesSeen.push(state);
      }
    };
    if (box) new MutationObserver(note).observe(box, { subtree: true, childList: true, characterData: true });
    note();
  }, nameA);
  await rowOf(nameA).getByRole('button', { name: '重新解析' }).click();
  await expect(page.getByText('已重新排队解析')).toBeVisible();
  await indexed(api, a);
  await expect(rowOf(nameA).getByText('已索引')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { statesSeen: string[] }).statesSeen);
  expect(seen[0]).toBe('已索引');
  expect(seen.slice(1, -1).length, `states drawn: ${seen.join(' → ')}`).toBeGreaterThan(0);
  expect(seen.slice(1, -1).every((s) => s === '排队中' || s === '解析中'), `states drawn: ${seen.join(' → ')}`).toBe(true);
  expect(seen.at(-1)).toBe('已索引');

  // the bulk bar: select two, 批量停用, then 批量启用
  const bar = docs.getByTestId('rag-doc-bulk');
  await expect(bar.getByRole('button', { name: '批量停用' })).toBeDisabled();
  await docs.getByRole('checkbox', { name: `选择文档「${nameA}」` }).check();
  await docs.getByRole('checkbox', { name: `选择文档「${nameB}」` }).check();
  await expect(bar.getByText('已选 2 项')).toBeVisible();
  await bar.getByRole('button', { name: '批量停用' }).click();
  const report = docs.getByTestId('rag-doc-bulk-report');
  await expect(report).toContainText('已停用 2 个文档');
  for (const name of [nameA, nameB]) await expect(docs.getByRole('switch', { name: `启用文档「${name}」` })).not.toBeChecked();
  await expect(docs.getByRole('switch', { name: `启用文档「${nameC}」` })).toBeChecked();
  expect((await api.get<{ enabled: boolean }>(`/intelligence/document/${a}`)).enabled).toBe(false);
  await expect(bar.getByText(/已选 \d+ 项/)).toHaveCount(0);

  await docs.getByRole('checkbox', { name: `选择文档「${nameA}」` }).check();
  await docs.getByRole('checkbox', { name: `选择文档「${nameB}」` }).check();
  await bar.getByRole('button', { name: '批量启用' }).click();
  await expect(report).toContainText('已启用 2 个文档');
  for (const name of [nameA, nameB]) await expect(docs.getByRole('switch', { name: `启用文档「${name}」` })).toBeChecked();

  // 批量删除 of the document uploaded for it, confirmed
  await docs.getByRole('checkbox', { name: `选择文档「${nameC}」` }).check();
  await expect(bar.getByText('已选 1 项')).toBeVisible();
  await bar.getByRole('button', { name: '批量删除' }).click();
  const confirm = page.locator('.ant-popover').filter({ hasText: '删除已选的 1 个文档及其全部分段？' });
  await confirm.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(report).toContainText('已删除 1 个文档');
  await expect(rowOf(nameC)).toHaveCount(0);
  expect(await api.status(`/intelligence/document/${c}`)).toBe(404);
  await expect.poll(async () => (await api.get<{ document_count: number }>(`/intelligence/rag/${kbId}`)).document_count).toBe(2);

  // the chunks: 全选本页, 批量停用, then 批量启用 (the six chunks of A and B)
  const chunks = card(page, '分段');
  const switches = chunks.getByRole('switch', { name: /^启用分段 #\d+$/ });
  await expect(switches).toHaveCount(6);
  await chunks.getByRole('button', { name: '全选本页' }).click();
  await expect(chunks.getByText('已选 6 个')).toBeVisible();
  await chunks.getByRole('button', { name: '批量停用' }).click();
  await expect(page.getByText('已更新 6 个分段')).toBeVisible();
  for (let i = 0; i < 6; i++) await expect(switches.nth(i)).not.toBeChecked();
  await chunks.getByRole('button', { name: '全选本页' }).click();
  await chunks.getByRole('button', { name: '批量启用' }).click();
  for (let i = 0; i < 6; i++) await expect(switches.nth(i)).toBeChecked();

  // a chunk's 编辑: the new text shows in the list
  const chunkRow = chunks.getByRole('row').filter({ hasText: `雕刻机${tag}导轨保养` });
  await chunkRow.getByRole('button', { name: /^编辑分段 #\d+$/ }).click();
  const editor = page.getByRole('dialog', { name: /^编辑分段 #\d+$/ });
  const newText = `雕刻机${tag}导轨每两周加注一次锂基润滑脂，丝杆同样处理。`;
  await editor.getByLabel('分段内容').fill(newText);
  await editor.getByRole('button', { name: /保\s?存/ }).click();
  await expect(editor).toBeHidden();
  await expect(chunks.getByText(newText)).toBeVisible();

  await axeAtPhoneWidth(page, docs.getByTestId('rag-doc-card').first());
  await context.close();
});

test('热词详情: 改权重 on a word, 导入 names the bad line of a `word|weight` file, 导出 downloads the words', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const table = await api.post('/intelligence/vocabulary', { name: `热词表${tag}` });
  await api.post('/intelligence/hot-word', { vocabulary_id: table.id, word: '振镜', weight: 5 });
  await api.post('/intelligence/hot-word', { vocabulary_id: table.id, word: '场镜', weight: 6 });
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto(`/intelligence/vocabulary-detail/${table.id}`);
  const words = page.getByTestId('hot-words');
  const rowOf = (word: string) => words.getByRole('row').filter({ has: page.getByRole('cell', { name: word, exact: true }) });
  await expect(rowOf('振镜')).toBeVisible();

  // 改权重
  await rowOf('振镜').getByRole('button', { name: '改权重 振镜' }).click();
  const weightDialog = page.getByRole('dialog', { name: '修改「振镜」的权重' });
  await weightDialog.getByLabel('权重').fill('9');
  await weightDialog.getByRole('button', { name: /保\s?存/ }).click();
  await expect(weightDialog).toBeHidden();
  await expect(rowOf('振镜').getByRole('cell', { name: '9', exact: true })).toBeVisible();

  // 导入: a file with one bad line is refused, naming the line; nothing goes in
  await words.getByRole('button', { name: /^导\s?入$/ }).click();
  const importDialog = page.getByRole('dialog', { name: '导入热词' });
  await importDialog.getByLabel('选择 .txt 文件').setInputFiles({ name: 'hotwords.txt', mimeType: 'text/plain', buffer: Buffer.from('红光指示|7\n水冷机 8\n焦距|4\n') });
  await expect(importDialog.getByLabel('热词内容')).toHaveValue('红光指示|7\n水冷机 8\n焦距|4\n');
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(importDialog.getByTestId('hot-word-import-errors')).toHaveText('第 2 行：格式应为「热词|权重」');
  expect((await api.get<{ word_count: number }>(`/intelligence/vocabulary/${table.id}`)).word_count).toBe(2);
  // corrected, it goes in
  await importDialog.getByLabel('热词内容').fill('红光指示|7\n水冷机|8\n焦距|4\n');
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(importDialog).toBeHidden();
  await expect(rowOf('水冷机')).toBeVisible();
  await expect.poll(async () => (await api.get<{ word_count: number }>(`/intelligence/vocabulary/${table.id}`)).word_count).toBe(5);

  // 导出: a .txt download of `word|weight` lines
  const [download] = await Promise.all([page.waitForEvent('download'), words.getByRole('button', { name: /^导\s?出$/ }).click()]);
  expect(download.suggestedFilename()).toBe(`热词表${tag}.txt`);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.trim().split('\n').sort();
  expect(lines).toEqual(['场镜|6', '水冷机|8', '焦距|4', '振镜|9', '红光指示|7'].sort());

  await axeAtPhoneWidth(page, rowOf('振镜'));
  await context.close();
});

test('数据统计: 试一试 answers a question, 新对话 clears the console, 导出 downloads the figures', async ({ browser, request, baseURL }) => {
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/intelligence/overview');
  const console_ = page.getByTestId('ai-try');
  await expect(console_.getByText('还没有提问，输入问题试一试')).toBeVisible();
  await console_.getByLabel('问题').fill('冷水机的水温多少度合适');
  await console_.getByRole('button', { name: /^发\s?送$/ }).click();
  const answer = console_.getByTestId('ai-try-answer');
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer).not.toHaveText(/^智能助手\s*$/);
  await expect(console_.getByTestId('ai-try-turn')).toContainText('冷水机的水温多少度合适');
  await expect(console_.getByTestId('ai-try-source')).toHaveText(/^(关键词|语料|知识库|大模型|未找到答案)$/);

  await console_.getByRole('button', { name: /^新\s?对\s?话$/ }).click();
  await expect(console_.getByTestId('ai-try-turn')).toHaveCount(0);
  await expect(console_.getByText('还没有提问，输入问题试一试')).toBeVisible();

  const exportButton = page.getByRole('button', { name: /导\s?出/ });
  await expect(exportButton).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^智能助手数据统计_\d{8}_\d{4}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  await axeAtPhoneWidth(page, console_);
  await context.close();
});
