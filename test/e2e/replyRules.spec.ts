import { expect, test, type Page } from '@playwright/test';
import { freshTag, openAs, openSelect, pickOption } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/**
 * 自动回复's rules as staff use them (issue 35): 添加规则 with two keywords (全匹配 and 半匹配) and a
 * text reply, and 模拟消息 on 回复列表 matches each; a rule reusing one of those keywords is refused
 * naming the rule that has it; 批量停用 / 批量启用 on the ticked rule; 编辑 on its row; the rule
 * moved by 迁移到智能助手, and 试一试 on 智能助手's 数据统计 answers its keyword. axe on the form, the
 * console's answer and the migration report, at 1440 and 375 px.
 */

test.describe.configure({ timeout: 240_000 });

/** The form item labelled `label` on the rule form. */
const item = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });

/** The rule form's common part: name, 类型 关键词回复, the keywords, one text reply, 回复全部; then 提交. */
async function fillRule(page: Page, name: string, keywords: readonly { word: string; match: '全匹配' | '半匹配' }[], text: string): Promise<void> {
  await page.goto('/reply/rule-add');
  await item(page, '规则名称').getByRole('textbox').fill(name);
  await openSelect(page.locator('main'), '类型');
  await pickOption(page, '关键词回复');
  const words = page.getByRole('group', { name: '关键词' });
  for (const [i, k] of keywords.entries()) {
    await words.getByRole('button', { name: /添加关键词/ }).click();
    const box = words.getByRole('textbox', { name: `关键词 ${i + 1}` });
    await expect(box).toBeFocused();
    await box.pressSequentially(k.word);
    if (k.match === '全匹配') {
      await openSelect(words, `关键词 ${i + 1} 的匹配方式`);
      await pickOption(page, '全匹配');
    }
  }
  const replies = page.getByRole('group', { name: '回复内容' });
  await replies.getByRole('button', { name: /添加回复/ }).click();
  await replies.getByRole('textbox', { name: '第 1 条回复的文字' }).fill(text);
  await openSelect(page.locator('main'), '回复方式');
  await pickOption(page, '回复全部');
  await page.getByRole('button', { name: /^提\s?交$/ }).click();
}

/** Sends a message in 模拟消息 with Enter; waits for its answer. */
async function simulate(page: Page, message: string): Promise<void> {
  const sim = page.getByTestId('reply-sim');
  const box = sim.getByRole('textbox', { name: '消息内容' });
  await box.fill(message);
  await box.press('Enter');
  await expect(sim.getByTestId('reply-sim-chat')).toContainText(message);
}

/** 回复列表 searched for one rule by its name. */
async function findRule(page: Page, name: string): Promise<void> {
  await page.goto('/reply/responses');
  await page.locator('form.search-form').getByLabel('规则名称').filter({ visible: true }).fill(name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText(/共\s*1\s*条/)).toBeVisible();
}

test('添加规则 with two keywords and a text reply, and 模拟消息 matches each; a keyword another rule has is refused naming it', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const name = `保修规则${tag}`;
  const exact = `保修${tag}`;
  const part = `质保${tag}`;
  const reply = `整机保修一年（${tag}）`;
  const { context, page } = await openAs(browser, request, baseURL!, 'admin');
  await page.goto('/dashboard');
  const group = page.getByRole('menuitem', { name: '自动回复' });
  await expect(group).toBeVisible();
  // the sider keeps a group open as it was left: opened only when closed
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.getByRole('menuitem', { name: '添加规则' }).click();
  await expect(page).toHaveURL(/\/reply\/rule-add$/);
  await expect(page.getByRole('group', { name: '关键词' })).toBeVisible();
  await expectNoSeriousA11yFindings(page);

  await fillRule(page, name, [{ word: exact, match: '全匹配' }, { word: part, match: '半匹配' }], reply);
  await expect(page).toHaveURL(/\/reply\/responses(\?|$)/);

  await findRule(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(exact);
  await expect(row).toContainText(part);
  await expect(row).toContainText(reply);

  const sim = page.getByTestId('reply-sim');
  await simulate(page, exact);
  await expect(sim.getByTestId('reply-sim-tag')).toHaveText('全匹配');
  await expect(sim.getByTestId('reply-sim-rule')).toHaveText(name);
  await expect(sim.getByTestId('reply-sim-keyword')).toHaveText(exact);
  // the record it left, as the history shows it: the reply sent in its bubble
  await expect(sim.locator('.reply-h-bubble-out')).toHaveText([`公众号回复${reply}`]);
  await expect(sim.getByTestId('reply-sim-recorded')).toContainText('已记入回复历史（测试消息）');

  await simulate(page, `请问${part}多久？`);
  await expect(sim.getByTestId('reply-sim-tag')).toHaveText('半匹配');
  await expect(sim.getByTestId('reply-sim-keyword')).toHaveText(part);
  await expect(sim.getByTestId('reply-sim-reason')).toContainText(part);
  await expect(sim.locator('.reply-h-bubble-out')).toHaveText([`公众号回复${reply}`]);
  // the rule's 命中次数 grew with the two test messages
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  // the record it left, by its link
  await sim.getByRole('link', { name: /查看记录/ }).click();
  await expect(page).toHaveURL(/\/reply\/history\/\d+$/);
  await expect(page.locator('main')).toContainText(`请问${part}多久？`);

  await fillRule(page, `冲突${tag}`, [{ word: `别的${tag}`, match: '半匹配' }, { word: part, match: '半匹配' }], '这条不会保存');
  await expect(page.getByText(`关键词「${part}」已被规则「${name}」使用`)).toBeVisible();
  await expect(page).toHaveURL(/\/reply\/rule-add$/);
  await context.close();
});

test('回复列表: 批量停用 and 批量启用 on a ticked rule, 编辑 on its row, and 迁移到智能助手 answers its keyword in 试一试', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const name = `激光管规则${tag}`;
  const word = `换管${tag}`;
  const { context, page } = await openAs(browser, request, baseURL!, 'admin');
  await fillRule(page, name, [{ word, match: '全匹配' }], `激光管寿命约 8000 小时（${tag}）`);
  await expect(page).toHaveURL(/\/reply\/responses(\?|$)/);

  await findRule(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const enabled = row.locator('td').nth(await page.getByRole('columnheader', { name: '启用' }).evaluate((th) => (th as HTMLTableCellElement).cellIndex));
  await expect(enabled).toHaveText('是');
  await row.getByRole('checkbox', { name: `选择 ${name}` }).check();
  await page.getByRole('button', { name: /批量停用/ }).click();
  await expect(page.getByText('已停用 1 条规则')).toBeVisible();
  await expect(enabled).toHaveText('否');
  await row.getByRole('checkbox', { name: `选择 ${name}` }).check();
  await page.getByRole('button', { name: /批量启用/ }).click();
  await expect(page.getByText('已启用 1 条规则')).toBeVisible();
  await expect(enabled).toHaveText('是');

  await row.getByRole('button', { name: /编\s?辑/ }).click();
  await expect(page).toHaveURL(/\/reply\/rule-edit\/\d+$/);
  const text = page.getByRole('textbox', { name: '第 1 条回复的文字' });
  await expect(text).toHaveValue(`激光管寿命约 8000 小时（${tag}）`);
  await expect(page.getByRole('textbox', { name: '关键词 1' })).toHaveValue(word);
  await expectNoSeriousA11yFindings(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yFindings(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const answer = `激光管寿命约 8000 小时，到期请联系售后更换（${tag}）`;
  await text.fill(answer);
  await page.getByRole('button', { name: /^提\s?交$/ }).click();
  await expect(page).toHaveURL(/\/reply\/responses/);

  await findRule(page, name);
  await expect(row).toContainText(answer);
  await row.getByRole('checkbox', { name: `选择 ${name}` }).check();
  await page.getByRole('button', { name: /迁移到智能助手/ }).click();
  const confirm = page.getByRole('dialog', { name: '迁移到智能助手' });
  await expect(confirm).toContainText('把所选 1 条规则的关键词复制为智能助手的关键词');
  await confirm.getByRole('button', { name: /^迁\s?移$/ }).click();
  const report = page.getByRole('dialog', { name: '迁移结果' });
  await expect(report.getByTestId('reply-migrate-summary')).toHaveText('已创建 1 个关键词，跳过 0 项');
  await expect(report.getByTestId('reply-migrate-created')).toHaveText(word);
  await expectNoSeriousA11yFindings(page);
  await report.getByRole('link', { name: '到智能助手查看关键词' }).click();
  await expect(page).toHaveURL(/\/intelligence\/keywords(\?|$)/);
  await expect(report).toBeHidden();

  await page.goto('/intelligence/overview');
  const console_ = page.getByTestId('ai-try');
  await console_.getByLabel('问题').fill(word);
  await console_.getByRole('button', { name: /^发\s?送$/ }).click();
  await expect(console_.getByTestId('ai-try-answer')).toContainText(answer, { timeout: 30_000 });
  await expect(console_.getByTestId('ai-try-source')).toHaveText('关键词');
  await context.close();
});

test('模拟消息 on a phone: below the rules, opened by its button, answers the follow event', async ({ browser, request, baseURL }) => {
  const { context, page } = await openAs(browser, request, baseURL!, 'admin');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/reply/responses');
  const sim = page.getByTestId('reply-sim');
  const open = sim.getByRole('button', { name: /展开模拟消息/ });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(sim.getByRole('button', { name: /收起模拟消息/ })).toHaveAttribute('aria-expanded', 'true');
  await sim.getByRole('button', { name: /关注事件/ }).click();
  await expect(sim.getByTestId('reply-sim-tag')).toHaveText('关注回复');
  await expect(sim.getByTestId('reply-sim-chat')).toContainText('关注了公众号');
  await expect(sim.locator('.reply-h-bubble-out').first()).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  await context.close();
});
