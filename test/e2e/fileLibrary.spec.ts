import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { callerAs, freshTag, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/**
 * AI文件库 as staff use it (issue 34): a folder made and opened, a PDF uploaded into it with its
 * progress, previewed and shared by a link that opens without a login; the same PDF added to a
 * knowledge base from the library reaches 已索引, and the library then names the document and
 * refuses to delete the file; 编辑 renames, moves and tags it; an empty folder is deleted.
 */

test.describe.configure({ timeout: 180_000 });

const PDF = readFileSync('test/fixtures/intelligence/troubleshootingGuide.pdf');

/** The list's row of a file name. */
const rowOf = (page: Page, name: string) => page.locator('.schema-list-table tr.ant-table-row').filter({ hasText: name });

test('a PDF uploaded into a new folder is previewed and shared; added to a knowledge base from the library it reaches 已索引, and the library keeps it while it is used', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const folder = `故障资料${tag}`;
  const fileName = `故障排查${tag}.pdf`;
  const api = await callerAs(request, 'superadmin');
  const kb = await api.post('/intelligence/rag', { name: `文件库知识库${tag}` });
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');

  // 新建文件夹 at the top, then open it: the breadcrumb follows
  await page.goto('/oss/file');
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs.getByText('全部文件')).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: '新建文件夹' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('文件夹名称').fill(folder);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  // 重命名 from the folder's pencil, then open it
  await page.getByRole('button', { name: `重命名文件夹「${folder}」` }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel('文件夹名称').fill(`${folder}新`);
  await rename.getByRole('button', { name: /保\s*存/ }).click();
  await expect(rename).toBeHidden();
  await page.getByRole('button', { name: `打开文件夹「${folder}新」` }).click();
  await expect(crumbs.getByText(`${folder}新`)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/folder_id/);

  // the upload, with its progress bar and 已上传
  // content of its own (a comment after the PDF's end): the same bytes would share an earlier run's stored file and its users
  await page.locator('.oss-bar input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.from(`\n% ${tag}\n`)]) });
  await expect(page.getByTestId('oss-upload-item').filter({ hasText: fileName }).getByText('已上传', { exact: true })).toBeVisible({ timeout: 30_000 });
  const row = rowOf(page, fileName);
  await expect(row).toBeVisible();
  await expect(row).toContainText('PDF');
  await expect(row).toContainText(/\d+(\.\d+)? KB/);

  // the expanded row: the PDF's text, 没有记录使用, and a share link that opens without a login
  await row.getByRole('button', { name: /展开/ }).click();
  const detail = page.getByTestId('oss-detail');
  await expect(detail.getByTestId('oss-preview-text')).toContainText('激光', { timeout: 30_000 });
  await expect(detail.getByText('没有记录使用该文件，可以删除')).toBeVisible();
  await detail.getByRole('button', { name: '生成链接' }).click();
  const url = await detail.getByTestId('oss-share-url').inputValue();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await detail.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(url).toMatch(/\/api\/cms\/oss\/shared\/\d+\?expires=\d+&signature=[\w-]{43}$/);
  // a browser that never logged in
  const stranger = await browser.newContext();
  const shared = await stranger.request.get(url);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['content-type']).toBe('application/pdf');
  await stranger.close();
  await expectNoSeriousA11yFindings(page);
  // the download link is the file itself, and 清除上传记录 empties the upload list
  const download = page.waitForEvent('download');
  await detail.getByRole('link', { name: /下载/ }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  await page.getByRole('button', { name: '清除上传记录' }).click();
  await expect(page.getByTestId('oss-upload-item')).toHaveCount(0);

  // 从文件库添加 on the knowledge base: searched by name, 添加, then 已索引
  await page.goto(`/intelligence/rag-detail/${kb.id}`);
  await page.getByRole('button', { name: '从文件库添加' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('搜索文件名').fill(`故障排查${tag}`);
  await picker.getByLabel('搜索文件名').press('Enter');
  await picker.getByRole('button', { name: `添加「${fileName}」` }).click();
  await expect(page.getByText(`已添加「${fileName}」，正在排队解析`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  const docs = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^文档/ }) });
  await expect(docs.getByRole('row').filter({ hasText: fileName }).getByText('已索引')).toBeVisible({ timeout: 60_000 });

  // back in the library: the document is named on the file, and 删除 is refused with its name
  await page.goto('/oss/file');
  await page.getByRole('button', { name: `打开文件夹「${folder}新」` }).click();
  await rowOf(page, fileName).getByRole('button', { name: /展开/ }).click();
  await expect(page.getByTestId('oss-usages')).toContainText(`文档「${fileName}」`);
  await rowOf(page, fileName).getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /删\s*除|确\s*定/ }).last().click();
  await expect(page.getByText(`文件「${fileName}」正在被使用：文档「${fileName}」，不能删除`)).toBeVisible();
  await context.close();
});

test('编辑 renames, moves to the top and tags a file; an empty folder is deleted from its button; axe at 375 px', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const folder = await api.post('/oss/folder', { name: `临时${tag}`, parent_id: 0 });
  const { context, page } = await openAs(browser, request, baseURL!, 'staff');
  await page.goto(`/oss/file`);
  await page.getByRole('button', { name: `打开文件夹「临时${tag}」` }).click();
  await page.locator('.oss-bar input[type=file]').setInputFiles({ name: `说明${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from('切割头每周清洁一次。') });
  const row = rowOf(page, `说明${tag}.txt`);
  await expect(row).toBeVisible({ timeout: 30_000 });

  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByLabel('文件名').fill(`保养说明${tag}.txt`);
  await drawer.locator('.ant-select').filter({ has: page.getByLabel('所在文件夹') }).click();
  // the list opens at the current folder (a long list draws only what is in view): the root is found by typing
  await page.keyboard.type('全部文件');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '全部文件（根目录）' }).click();
  const tags = drawer.getByLabel('标签');
  await tags.fill('保养');
  await tags.press('Enter');
  await drawer.getByRole('button', { name: /提\s*交|保\s*存/ }).click();
  await expect(drawer).toBeHidden();
  await expect(rowOf(page, `保养说明${tag}.txt`)).toHaveCount(0);

  // the folder is empty now: from the top, its delete button asks, and it goes
  await page.getByRole('navigation', { name: '当前位置' }).getByText('全部文件').click();
  await page.getByRole('button', { name: `删除文件夹「临时${tag}」` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('文件夹已删除')).toBeVisible();
  await expect(page.getByRole('button', { name: `打开文件夹「临时${tag}」` })).toHaveCount(0);
  const moved = rowOf(page, `保养说明${tag}.txt`);
  await expect(moved).toBeVisible();
  await expect(moved).toContainText('保养');
  expect(await api.status(`/oss/folder/${folder.id}`)).toBe(404);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('navigation', { name: '当前位置' })).toBeVisible();
  await page.screenshot({ path: 'test-results/oss-file-375.png', fullPage: true });
  await expectNoSeriousA11yFindings(page);
  await context.close();
});
