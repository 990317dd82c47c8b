import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callerAs, freshTag, openAs, pickOption } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/**
 * 自动回复's dictionaries, categories, history and statistics (issue 35), as a user works them:
 * a dictionary opened from its list, a word added, two words imported from pasted lines (the bad
 * line named) and the dictionary exported (the download read back); a category in use refused
 * with the rule that uses it named; the history filtered by 未匹配 and by a rule, a record opened
 * and its follower's conversation; on 历史统计 another range chosen and a top rule followed to the
 * history filtered to it.
 */

test.describe.configure({ timeout: 180_000 });

const searchForm = (page: Page): Locator => page.locator('form.search-form').filter({ visible: true });
const total = (page: Page): Locator => page.locator('.ant-pagination-total-text').filter({ visible: true });
const rows = (page: Page): Locator => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });

/** Opens the search form's hidden filters (展开), unless they are open (the form keeps its state). */
async function expand(page: Page): Promise<void> {
  const toggle = page.locator('main').getByRole('button', { name: /^(展开|收起)/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('词典: open a dictionary, add a word, import two words with a bad line named, export them all', async ({ browser, request, baseURL }, info) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const name = `词典${tag}`;
  await api.post('/reply/dict', { name, remark: 'e2e' });

  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/reply/dict');
  await searchForm(page).getByLabel('关键词').fill(name);
  await searchForm(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(total(page)).toHaveText('共 1 条');
  await rows(page).filter({ hasText: name }).getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/reply\/dict-detail\/\d+$/);
  const panel = page.getByTestId('dict-words');
  await expect(panel.getByText('还没有词条')).toBeVisible();

  await panel.getByLabel('词语', { exact: true }).fill(`镭射${tag}`);
  await panel.getByLabel('标准词', { exact: true }).fill('激光机');
  await panel.getByRole('button', { name: /添\s?加/ }).click();
  await expect(panel.getByRole('cell', { name: `镭射${tag}`, exact: true })).toBeVisible();

  await panel.getByRole('button', { name: /导\s?入/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入词条' });
  await dialog.getByLabel('粘贴词条').fill(`雕刻器${tag}→雕刻机\n这一行没有分隔\n切割头${tag},激光头`);
  await dialog.getByRole('button', { name: /检\s?查/ }).click();
  await expect(dialog.getByTestId('dict-import-preview')).toContainText('共 3 行：2 行可以导入，1 行有问题（不会导入）');
  await expect(dialog.getByTestId('dict-import-bad')).toHaveText('第 2 行：应写作「词语→标准词」或「词语,标准词」');
  await expectNoSeriousA11yFindings(page);
  await dialog.getByRole('button', { name: '导入 2 行' }).click();
  await expect(dialog.getByTestId('dict-import-report')).toContainText('新增 2 个，更新 0 个，1 行未导入');
  await dialog.getByRole('button', { name: /关\s?闭/ }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('cell', { name: `切割头${tag}`, exact: true })).toBeVisible();
  await expect(panel.getByText('共 3 个词条（每个词典最多 2000 个）')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /导\s?出/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${name}.xlsx`);
  const file = info.outputPath('dict.xlsx');
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const values = book.worksheets[0]!.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
  expect(values[0]).toEqual(['词语', '标准词']);
  expect(values.slice(1).map((r) => `${String(r[0])}→${String(r[1])}`).sort()).toEqual([`切割头${tag}→激光头`, `镭射${tag}→激光机`, `雕刻器${tag}→雕刻机`].sort());
  await context.close();
});

test('分类: a category in use is not deleted, and the message names the rule that uses it', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const category = await api.post('/reply/category', { name: `分类${tag}` });
  const rule = `规则${tag}`;
  await api.post('/reply/rule', { name: rule, kind: 'keyword', category_id: category.id, keywords: [{ word: `分类词${tag}`, match: 'exact' }], replies: [{ kind: 'text', text: '好的。' }], reply_mode: 'all', enabled: true });

  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/reply/category');
  const row = rows(page).filter({ hasText: `分类${tag}` });
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.ant-modal-confirm, .ant-popconfirm').getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText(`分类「分类${tag}」正在被规则「${rule}」使用，不能删除`)).toBeVisible();
  await page.reload();
  await expect(rows(page).filter({ hasText: `分类${tag}` })).toHaveCount(1);
  await context.close();
});

test('回复历史: 未匹配 and a rule as filters, a record opened, then its conversation', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const rule = `历史规则${tag}`;
  await api.post('/reply/rule', { name: rule, kind: 'keyword', keywords: [{ word: `价格${tag}`, match: 'contains' }], replies: [{ kind: 'text', text: `价格${tag}请咨询客服。` }], reply_mode: 'all', enabled: true });
  const openid = `o_e2e_${tag}`;
  await api.post('/reply/simulate', { content: `问一下价格${tag}`, openid });
  await api.post('/reply/simulate', { content: `无人能答${tag}`, openid });

  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/reply/history');
  const form = searchForm(page);
  await expand(page);
  // 未匹配: 已匹配 = 否, with the message's start
  await form.getByLabel('关键词', { exact: true }).fill(`无人能答${tag}`);
  await form.locator('.ant-select').filter({ has: page.getByLabel('已匹配', { exact: true }) }).click();
  await pickOption(page, '否');
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(total(page)).toHaveText('共 1 条');
  await expect(rows(page).first()).toContainText(`无人能答${tag}`);
  expect(new URL(page.url()).search).toContain('matched');

  // by rule: typed into 命中规则's select
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await expand(page);
  const ruleBox = form.getByLabel('命中规则', { exact: true });
  await ruleBox.click();
  await ruleBox.pressSequentially(rule);
  await pickOption(page, rule);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(total(page)).toHaveText('共 1 条');
  const hit = rows(page).first();
  await expect(hit).toContainText(`问一下价格${tag}`);

  // the record, its chat, then the follower's conversation
  await hit.getByRole('link', { name: /详情/ }).click();
  await expect(page).toHaveURL(/\/reply\/history\/\d+$/);
  const chat = page.getByTestId('reply-message-chat');
  await expect(chat).toContainText(`价格${tag}请咨询客服。`);
  await expect(chat.getByRole('link', { name: rule })).toHaveAttribute('href', /^\/reply\/rule-edit\/\d+$/);
  await chat.getByRole('link', { name: '查看该粉丝的全部会话' }).click();
  await expect(page).toHaveURL(`/reply/conversation/${openid}`);
  await expect(page.getByTestId('reply-conv-count')).toHaveText('共 2 条消息');
  const items = page.getByTestId('reply-thread').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`问一下价格${tag}`);
  await expect(items.nth(1)).toContainText(`无人能答${tag}`);
  await expect(items.nth(1).getByText('未匹配')).toBeVisible();
  await context.close();
});

test('历史统计: another range, then a top rule followed to the history filtered to it', async ({ browser, request, baseURL }) => {
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  const stats = page.waitForResponse((r) => r.url().includes('/api/cms/reply/history-stat'));
  await page.goto('/reply/history-stat');
  expect((await stats).status()).toBe(200);
  const tools = page.getByTestId('reply-stat-tools');
  await expect(tools.getByRole('radio', { name: '近30天' })).toBeChecked();
  const messages = page.getByTestId('reply-stat-messages');
  await expect(messages).toHaveText(/^\d+$/);
  const month = Number(await messages.textContent());

  const wider = page.waitForResponse((r) => r.url().includes('/api/cms/reply/history-stat?from='));
  await tools.getByText('近90天').click();
  const answer = (await (await wider).json()) as { data: { total: number; from: string; to: string; topRules: { ruleId: number; name: string; hits: number }[] } };
  await expect(tools.getByRole('radio', { name: '近90天' })).toBeChecked();
  await expect(messages).toHaveText(String(answer.data.total));
  expect(answer.data.total).toBeGreaterThan(month);
  const top = answer.data.topRules[0]!;
  expect(top.hits).toBeGreaterThan(0);

  const link = page.getByTestId('reply-stat-topRules').getByRole('link', { name: top.name, exact: true });
  await link.click();
  await expect(page).toHaveURL(/\/reply\/history\?/);
  const search = new URL(page.url()).searchParams;
  expect([search.get('filters[0][field]'), search.get('filters[0][value]')]).toEqual(['rule_id', String(top.ruleId)]);
  await expect(total(page)).toHaveText(/^共 \d+ 条$/);
  // the list has the followers' messages the statistics counted, and 模拟消息's test messages too
  expect(Number((await total(page).textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(top.hits);
  await expect(rows(page).first()).toContainText(top.name);
  await context.close();
});
