import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * 回复列表's tools against the in-process server: 模拟消息 (Enter sends; the normalised text, the
 * result, the rule linked to its edit page, the keyword, the reason, the reply bubble and the
 * history record it wrote; the follow event), 批量停用/启用 (one call, the rules changed, a rule
 * gone meanwhile named with the server's reason) and 迁移到智能助手 (confirmed; the keywords the
 * assistant now has, a picture-only rule skipped with its reason, the way to the assistant).
 */

// the whole app renders against a real server: on a busy machine a form's validation or a list's reread can take seconds
configure({ asyncUtilTimeout: 10_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Rule = { name: string; kind?: string; keywords?: unknown[]; replies: unknown[] };

async function createRule(s: TestServer, rule: Rule): Promise<number> {
  const res = await s.request('POST', '/reply/rule', { as: 'admin', body: { kind: 'keyword', reply_mode: 'all', enabled: true, ...rule } });
  if (res.status !== 200) throw new Error(`rule ${rule.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.data.id);
}

const enabledOf = async (s: TestServer, id: number) => Boolean((await s.db.selectFrom('reply_rule').select('enabled').where('id', '=', id).executeTakeFirstOrThrow()).enabled);

const rowBox = (name: string) => screen.getByRole('checkbox', { name: `选择 ${name}` });

describe('回复列表 (/reply/responses) tools', () => {
  it('模拟消息 answers a message and the follow event, shows why, and records a test message', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const ruleId = await createRule(server, { name: '保修政策', keywords: [{ word: '保修', match: 'exact' }, { word: '保修期', match: 'contains' }], replies: [{ kind: 'text', text: '整机保修一年。' }] });
    await createRule(server, { name: '欢迎关注', kind: 'follow', replies: [{ kind: 'text', text: '感谢关注！' }] });
    await storeSession(server, 'admin');
    renderApp('/reply/responses');
    const sim = await screen.findByTestId('reply-sim', {}, { timeout: 30_000 });
    const box = within(sim).getByRole('textbox', { name: '消息内容' });
    fireEvent.change(box, { target: { value: '  请问保修期多久？ ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const result = await within(sim).findByTestId('reply-sim-result', {}, { timeout: 10_000 });
    expect(within(result).getByTestId('reply-sim-tag')).toHaveTextContent('半匹配');
    expect(within(result).getByTestId('reply-sim-keyword')).toHaveTextContent('保修期');
    expect(within(result).getByTestId('reply-sim-reason')).toHaveTextContent('保修期');
    expect(within(result).getByTestId('reply-sim-normalized').textContent).not.toBe('');
    expect(within(within(result).getByTestId('reply-sim-rule')).getByRole('link', { name: '保修政策' })).toHaveAttribute('href', `/reply/rule-edit/${ruleId}`);
    // the record it left, read back and shown as the history shows it: the message, then the reply sent
    const sentOf = (el: HTMLElement) => [...el.querySelectorAll('.reply-h-bubble-out')].map((b) => b.textContent);
    await waitFor(() => expect(sentOf(result)).toEqual(['公众号回复整机保修一年。']));
    expect(within(result).getByTestId('reply-sim-chat')).toHaveTextContent('请问保修期多久？');
    expect(within(result).getByTestId('reply-sim-chat')).toHaveTextContent('测试消息');
    const message = await server.db.selectFrom('reply_message').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Boolean(message.is_test)).toBe(true);
    expect(message.content).toContain('保修期');
    expect(within(result).getByRole('link', { name: `查看记录 #${message.id}` })).toHaveAttribute('href', `/reply/history/${message.id}`);
    expect(within(result).getByTestId('reply-sim-recorded')).toHaveTextContent('已记入回复历史（测试消息）');
    expect(box).toHaveValue('');

    fireEvent.change(box, { target: { value: '保修' } });
    fireEvent.click(within(sim).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(within(sim).getByTestId('reply-sim-tag')).toHaveTextContent('全匹配'));

    fireEvent.click(within(sim).getByRole('button', { name: /关注事件/ }));
    await waitFor(() => expect(within(sim).getByTestId('reply-sim-tag')).toHaveTextContent('关注回复'));
    await waitFor(() => expect(sentOf(sim)).toEqual(['公众号回复感谢关注！']));
    expect(within(sim).getByTestId('reply-sim-chat')).toHaveTextContent('关注了公众号');
    expect((await server.db.selectFrom('reply_message').select('is_test').execute()).filter((m) => Boolean(m.is_test))).toHaveLength(3);

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(sim).findByText('请输入消息内容')).toBeInTheDocument();
    expect(await server.db.selectFrom('reply_message').select('id').execute()).toHaveLength(3);

    const collapse = within(sim).getByRole('button', { name: /收起模拟消息/ });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(collapse);
    expect(within(sim).getByRole('button', { name: /展开模拟消息/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sim).queryByRole('textbox', { name: '消息内容' })).toBeNull();
  });

  it('批量停用 and 批量启用 change the ticked rules in one call; a rule deleted meanwhile is named with the reason', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const a = await createRule(server, { name: '驱动下载', keywords: [{ word: '驱动', match: 'contains' }], replies: [{ kind: 'text', text: '官网下载。' }] });
    const b = await createRule(server, { name: '售后电话', keywords: [{ word: '电话', match: 'contains' }], replies: [{ kind: 'text', text: '400-000-0000' }] });
    const c = await createRule(server, { name: '发票说明', keywords: [{ word: '发票', match: 'contains' }], replies: [{ kind: 'text', text: '下单时开具。' }] });
    await storeSession(server, 'admin');
    renderApp('/reply/responses');
    await screen.findByText('驱动下载', {}, { timeout: 30_000 });
    fireEvent.click(rowBox('驱动下载'));
    fireEvent.click(rowBox('售后电话'));
    expect(await screen.findByTestId('bulk-count')).toHaveTextContent('已选 2 项');
    fireEvent.click(await screen.findByRole('button', { name: /批量停用/ }, { timeout: 20_000 }));
    await waitFor(async () => expect([await enabledOf(server!, a), await enabledOf(server!, b), await enabledOf(server!, c)]).toEqual([false, false, true]));
    expect(await screen.findByText('已停用 2 条规则')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /批量停用/ })).toBeNull());

    fireEvent.click(rowBox('驱动下载'));
    fireEvent.click(rowBox('发票说明'));
    const version = (await server.db.selectFrom('reply_rule').select('version').where('id', '=', c).executeTakeFirstOrThrow()).version;
    expect((await server.request('DELETE', `/reply/rule/${c}?version=${version}`, { as: 'admin' })).status).toBe(200);
    fireEvent.click(await screen.findByRole('button', { name: /批量启用/ }, { timeout: 10_000 }));
    const summary = await screen.findByTestId('bulk-summary', {}, { timeout: 10_000 });
    expect(summary).toHaveTextContent('1');
    const outcomes = screen.getAllByTestId('bulk-outcome');
    expect(outcomes.map((o) => o.getAttribute('data-ok'))).toEqual(['true', 'false']);
    expect(outcomes[1]).toHaveTextContent('发票说明');
    expect(outcomes[1]).toHaveTextContent('规则不存在或已被删除');
    expect(await enabledOf(server, a)).toBe(true);
  });

  it('迁移到智能助手 asks first, then reports the keywords created and the rule skipped with its reason, and leads to the assistant', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const at = new Date().toISOString();
    const file = await server.db.insertInto('oss_file').values({ name: '二维码.png', folder_id: 0, kind: 'image', size: 100, file: `/api/cms/system/upload/${'C'.repeat(22)}`, mime: 'image/png', sha256: 'c'.repeat(64), uploader_id: 1, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await createRule(server, { name: '激光管更换', keywords: [{ word: '激光管', match: 'contains' }, { word: '换管', match: 'exact' }], replies: [{ kind: 'text', text: '激光管约 8000 小时更换。' }] });
    await createRule(server, { name: '公众号二维码', keywords: [{ word: '二维码', match: 'exact' }], replies: [{ kind: 'image', fileId: Number(file.id) }] });
    await storeSession(server, 'admin');
    renderApp('/reply/responses');
    await screen.findByText('激光管更换', {}, { timeout: 30_000 });
    fireEvent.click(rowBox('激光管更换'));
    fireEvent.click(rowBox('公众号二维码'));
    fireEvent.click(await screen.findByRole('button', { name: /迁移到智能助手/ }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('把所选 2 条规则的关键词复制为智能助手的关键词');
    expect(await server.db.selectFrom('ai_keyword').select('id').execute()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /迁\s*移/ }));

    const report = await screen.findByTestId('reply-migrate-report', {}, { timeout: 10_000 });
    expect(within(report).getByTestId('reply-migrate-summary')).toHaveTextContent('已创建 2 个关键词，跳过 1 项');
    expect(within(within(report).getByTestId('reply-migrate-created')).getAllByRole('listitem').map((li) => li.textContent).sort()).toEqual(['换管', '激光管']);
    expect(within(report).getByTestId('reply-migrate-skipped')).toHaveTextContent('规则「公众号二维码」');
    expect(within(report).getByTestId('reply-migrate-skipped')).toHaveTextContent('规则只有图片或图文回复');
    const keywords = await server.db.selectFrom('ai_keyword').select(['keyword', 'match', 'answer']).orderBy('keyword').execute();
    expect(keywords.map((k) => [k.keyword, k.match, k.answer]).sort()).toEqual([['换管', 'exact', '激光管约 8000 小时更换。'], ['激光管', 'contains', '激光管约 8000 小时更换。']]);
    expect(within(report).getByRole('link', { name: '到智能助手查看关键词' })).toHaveAttribute('href', '/intelligence/keywords');
  });
});
