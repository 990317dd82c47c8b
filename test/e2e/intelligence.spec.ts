import { expect, test, type Page } from '@playwright/test';
import { callerAs, freshTag, openAs, openSelect, pickOption } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/**
 * 智能助手 as staff use it (issue 34): a PDF uploaded into a knowledge base reaches 已索引 and the
 * 命中测试 finds its passage; a bad answer in 对话历史 becomes a corpus pair with 存为语料 and the same
 * question then answers from the corpus; a keyword made and changed on its form pages, flagged when
 * it clashes; a hot word added and removed. Each page checked by axe.
 */

test.describe.configure({ timeout: 180_000 });

/** The detail page's card of this title. */
const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}`) }) });

test('知识库: a PDF uploaded on the detail page reaches 已索引, and 命中测试 ranks its passage first with the answer it would give', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const kb = await api.post('/intelligence/rag', { name: `故障库${tag}` });
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto(`/intelligence/rag-detail/${kb.id}`);
  const docs = card(page, '文档');
  await docs.locator('input[type=file]').setInputFiles('test/fixtures/intelligence/troubleshootingGuide.pdf');
  await expect(docs.getByRole('row').filter({ hasText: 'troubleshootingGuide.pdf' }).getByText('已索引')).toBeVisible({ timeout: 60_000 });

  const hit = card(page, '命中测试');
  await hit.getByLabel('测试问题').fill('开机后激光管不出光是怎么回事');
  await hit.getByRole('button', { name: /^测\s?试$/ }).click();
  await expect(hit.getByText('第 1 名')).toBeVisible();
  const first = hit.locator('li, .ant-list-item, tr').filter({ hasText: '第 1 名' }).first();
  const more = first.getByRole('button', { name: /展开/ });
  if (await more.count()) await more.click();
  await expect(first).toContainText('不出光');
  await expect(hit.getByText(/来源：(知识库|语料)/)).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  await context.close();
});

test('对话历史: 存为语料 turns a bad answer into a corpus pair, and the same question then answers from the corpus', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const question = `年会${tag}的抽奖名单什么时候公布`;
  const bad = await api.post('/intelligence/ask', { question, channel: 'wechat', customer: `e2e客户${tag}` });
  expect(bad.source).not.toBe('corpus');
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/intelligence/history');
  await page.locator('form.search-form').getByLabel('关键词').filter({ visible: true }).fill(`年会${tag}`);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText(/共\s*1\s*条/)).toBeVisible();
  await page.getByRole('row', { name: new RegExp(tag) }).getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/intelligence/history-detail/${String(bad.conversationId)}$`));
  await expect(page.getByRole('rowgroup').getByText(question)).toBeVisible();
  await page.getByRole('button', { name: /存为语料/ }).click();
  const dialog = page.getByRole('dialog', { name: '存为语料' });
  const answer = dialog.getByLabel('答案');
  await answer.clear();
  await answer.fill('抽奖名单在年会当天下午公布，请关注公众号通知。');
  await dialog.getByRole('button', { name: /保\s?存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /已存为语料/ })).toBeVisible();
  await expectNoSeriousA11yFindings(page);

  const again = await api.post('/intelligence/ask', { question, channel: 'wechat' });
  expect(again).toMatchObject({ source: 'corpus', answer: '抽奖名单在年会当天下午公布，请关注公众号通知。' });
  await context.close();
});

test('关键词: 新建 and 编辑 on their own form page, the clash with another keyword is flagged, 删除 from the detail page', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  await api.post('/intelligence/keyword', { keyword: `延保${tag}`, match: 'contains', answer: '延保服务请联系售后。', priority: 20 });
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/intelligence/keywords');
  await page.getByRole('button', { name: /新建关键词/ }).click();
  await expect(page).toHaveURL(/\/intelligence\/keyword-edit$/);
  await expectNoSeriousA11yFindings(page);
  const form = page.locator('form[id="create"], form').filter({ has: page.getByLabel('关键词', { exact: true }) }).first();
  await form.getByLabel('关键词', { exact: true }).fill(`延保${tag}价格`);
  await openSelect(form, '匹配方式');
  await pickOption(page, '半匹配');
  await form.getByLabel('回复内容', { exact: true }).fill('延保一年 800 元。');
  await form.getByRole('button', { name: /提\s?交/ }).click();
  await expect(page).toHaveURL(/\/intelligence\/keyword-detail\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByText(new RegExp(`延保${tag}」冲突`))).toBeVisible();

  await page.getByRole('button', { name: /编\s?辑/ }).click();
  await expect(page).toHaveURL(new RegExp(`/intelligence/keyword-edit/${id}$`));
  const edit = page.locator('form').filter({ has: page.getByLabel('回复内容', { exact: true }) }).first();
  await expect(edit.getByLabel('回复内容', { exact: true })).toHaveValue('延保一年 800 元。');
  await edit.getByLabel('回复内容', { exact: true }).fill('延保一年 900 元，两年 1600 元。');
  await edit.getByRole('button', { name: /提\s?交/ }).click();
  await expect(page).toHaveURL(new RegExp(`/intelligence/keyword-detail/${id}$`));
  await expect(page.getByText('延保一年 900 元，两年 1600 元。')).toBeVisible();
  expect(await api.get(`/intelligence/keyword/${id}`)).toMatchObject({ answer: '延保一年 900 元，两年 1600 元。', match: 'contains' });

  await page.getByRole('button', { name: /删\s?除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /删\s?除|确\s?定/ }).click();
  // the list may already carry its paging and sort in the query when the check runs
  await expect(page).toHaveURL(/\/intelligence\/keywords(\?|$)/);
  expect(await api.status(`/intelligence/keyword/${id}`)).toBe(404);
  await context.close();
});

test('语音热词: a word added on the table\'s detail page is counted, and removed again', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const api = await callerAs(request, 'superadmin');
  const table = await api.post('/intelligence/vocabulary', { name: `热词${tag}` });
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto(`/intelligence/vocabulary-detail/${table.id}`);
  await page.getByLabel('热词', { exact: true }).fill('振镜');
  await page.getByRole('button', { name: /添\s?加/ }).click();
  await expect(page.getByRole('cell', { name: '振镜', exact: true })).toBeVisible();
  await expect.poll(async () => (await api.get(`/intelligence/vocabulary/${table.id}`)).word_count).toBe(1);
  await page.getByRole('row').filter({ has: page.getByRole('cell', { name: '振镜', exact: true }) }).getByRole('button', { name: /删\s?除/ }).click();
  await page.locator('.ant-popover').getByRole('button', { name: /确\s?定|删\s?除/ }).click();
  await expect(page.getByRole('cell', { name: '振镜', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await api.get(`/intelligence/vocabulary/${table.id}`)).word_count).toBe(0);
  await expectNoSeriousA11yFindings(page);
  await context.close();
});
