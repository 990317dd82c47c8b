import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callerAs, freshTag, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/**
 * 智能助手's import and export (issue 34): a workbook of corpus pairs imported on /intelligence/chat
 * (its bad row named in the preview and in the report, axe on the dialog at 375 px) and the imported
 * question found in the list; two conversations ticked on /intelligence/history and 导出所选, the
 * downloaded workbook read back: one sheet of the conversations, one of their messages.
 */

test.describe.configure({ timeout: 180_000 });

test('语料: a workbook is previewed with its bad row named, imported, reported, and its question is in the list', async ({ browser, request, baseURL }, info) => {
  const tag = freshTag();
  const question = `导入${tag}的激光头多久保养一次`;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('语料');
  sheet.addRow(['问题', '相似问题', '答案', '分类', '启用', '命中次数']);
  sheet.addRow([question, `激光头${tag}保养周期；激光头${tag}多久维护`, '激光头每 500 小时保养一次。', '', '是', 0]);
  sheet.addRow(['', '', '没有问题的一行', '', '', 0]);
  sheet.addRow([`导入${tag}的冷水机水温多少`, '', '20–25 ℃。', '', '否', 0]);
  const file = info.outputPath('corpus.xlsx');
  await book.xlsx.writeFile(file);

  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/intelligence/chat');
  await page.getByTestId('corpus-import').click();
  const dialog = page.getByRole('dialog', { name: '导入语料' });
  await dialog.getByLabel('选择 .xlsx 文件').setInputFiles(file);
  const preview = dialog.getByTestId('corpus-import-preview');
  await expect(preview).toContainText('共 3 行：2 行可以导入，1 行有问题（不会导入）');
  await expect(preview.getByText('第 3 行：「问题」不能为空')).toBeVisible();

  // the dialog on a phone, with its preview: no serious accessibility finding
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog.getByRole('button', { name: '导入 2 行' })).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByRole('button', { name: '导入 2 行' }).click();
  const report = dialog.getByTestId('corpus-import-report');
  await expect(report).toContainText('已导入 2 条语料，1 行未导入');
  await expect(report.getByText('第 3 行：「问题」不能为空')).toBeVisible();
  await dialog.getByRole('button', { name: /关\s?闭/ }).click();
  await expect(dialog).toBeHidden();

  await page.locator('form.search-form').getByLabel('关键词').filter({ visible: true }).fill(`导入${tag}`);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText(/共\s*2\s*条/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(question) })).toBeVisible();

  // the imported pair answers from the corpus
  const api = await callerAs(request, 'superadmin');
  expect(await api.post('/intelligence/ask', { question: `激光头${tag}保养周期`, channel: 'web' })).toMatchObject({ source: 'corpus', answer: '激光头每 500 小时保养一次。' });
  await context.close();
});

test('对话历史: two ticked conversations are exported as one workbook with their messages', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const first = `导出${tag}甲：激光头多久保养`;
  const second = `导出${tag}乙：冷水机水温多少`;
  const a = await api.post('/intelligence/ask', { question: first, channel: 'wechat', customer: `客户${tag}甲` });
  await api.post('/intelligence/ask', { question: `导出${tag}甲的追问`, channel: 'wechat', conversationId: a.conversationId });
  const b = await api.post('/intelligence/ask', { question: second, channel: 'web', customer: `客户${tag}乙` });

  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/intelligence/history');
  await page.locator('form.search-form').getByLabel('关键词').filter({ visible: true }).fill(`导出${tag}`);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText(/共\s*2\s*条/)).toBeVisible();
  await page.getByRole('checkbox', { name: `选择 ${first}` }).check();
  await page.getByRole('checkbox', { name: `选择 ${second}` }).check();
  await expect(page.getByTestId('bulk-count')).toHaveText('已选 2 项');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('history-export-selected').click()]);
  expect(download.suggestedFilename()).toMatch(/^对话历史_\d{8}_\d{4}\.xlsx$/);
  await expect(page.getByText('已导出 2 个对话、3 条消息')).toBeVisible();

  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  expect(wb.worksheets.map((s) => s.name)).toEqual(['对话', '消息']);
  const values = (row: ExcelJS.Row): unknown[] => (row.values as unknown[]).slice(1);
  const [conversations, turns] = wb.worksheets;
  expect(values(conversations!.getRow(1))).toEqual(['对话 ID', '渠道', '客户', '开始时间', '消息数', '结果', '评价']);
  expect(conversations!.rowCount).toBe(3);
  const byId = new Map([2, 3].map((r) => [Number(values(conversations!.getRow(r))[0]), values(conversations!.getRow(r))]));
  expect(byId.get(Number(a.conversationId))?.slice(1, 3)).toEqual(['公众号', `客户${tag}甲`]);
  expect(byId.get(Number(a.conversationId))?.[4]).toBe(2);
  expect(byId.get(Number(b.conversationId))?.slice(1, 3)).toEqual(['官网', `客户${tag}乙`]);
  expect(values(turns!.getRow(1))).toEqual(['对话 ID', '时间', '问题', '回答', '来源', '耗时（毫秒）']);
  expect(turns!.rowCount).toBe(4);
  const turnRows = [2, 3, 4].map((r) => values(turns!.getRow(r)));
  expect(turnRows.map((r) => [Number(r[0]), r[2]])).toEqual(expect.arrayContaining([[Number(a.conversationId), first], [Number(a.conversationId), `导出${tag}甲的追问`], [Number(b.conversationId), second]]));
  for (const r of turnRows) {
    expect(['关键词', '语料', '知识库', '大模型', '未找到答案']).toContain(r[4]);
    expect(typeof r[5]).toBe('number');
  }
  await context.close();
});
