import { Refine } from '@refinedev/core';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyTexts } from '../../src/app/areas/reply/history/historyTexts.ts';
import { MessageChat } from '../../src/app/areas/reply/history/MessageChat.tsx';
import { ReplyConversationPage, THREAD_PAGE_SIZE } from '../../src/app/areas/reply/history/ReplyConversationPage.tsx';
import { ReplyOpenid } from '../../src/app/areas/reply/history/ReplyOpenid.tsx';
import { replyMessages } from '../../resources/reply/messages.ts';
import { localeTables } from '../../src/app/locales/text.ts';
import { createProviders } from '../../src/app/providers/createProviders.ts';
import { useNotificationProvider } from '../../src/app/providers/useNotificationProvider.tsx';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import type { TestServer } from '../helpers/testServer.ts';

// the in-process server answers in a moment, but a loaded machine can take longer than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

/**
 * 回复历史's hand-written parts against the real server (msw → the in-process API), with messages
 * recorded by 模拟消息 (POST /reply/simulate): 会话 — one follower's thread, oldest at the top and
 * newest at the bottom, unmatched and test messages marked, the rule a link to its form, 加载更早的消息
 * reading the page before —, a record's chat panel and the follower link.
 */

function Wrap({ children, at }: { children: ReactNode; at: string }) {
  const providers = createProviders(`${window.location.origin}/api/cms`, localeTables([{ name: 'reply', texts: [historyTexts] }]));
  return (
    <MemoryRouter initialEntries={[at]}>
      <ConfigProvider theme={{ hashed: false }}>
        <AntdApp>
          <Refine {...providers} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>{children}</Refine>
        </AntdApp>
      </ConfigProvider>
    </MemoryRouter>
  );
}

/** No serious or critical accessibility issue (jsdom has no layout: colour contrast is the e2e's). */
async function expectAccessible(container: HTMLElement): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

let server: TestServer;

beforeEach(async () => {
  server = await useRealApi({ seed: false });
  await storeSession(server, 'admin');
});

afterEach(async () => {
  await server.close();
});

/** A keyword rule answering 保修 with one text. */
async function makeRule(): Promise<number> {
  const res = await server.request('POST', '/reply/rule', {
    as: 'admin',
    body: { name: '保修政策', kind: 'keyword', keywords: [{ word: '保修', match: 'contains' }], replies: [{ kind: 'text', text: '整机保修一年。' }], reply_mode: 'all', enabled: true },
  });
  expect(res.status).toBe(200);
  return Number((res.body.data as unknown as { id: number }).id);
}

async function simulate(content: string, openid: string): Promise<{ messageId: number; result: string }> {
  const res = await server.request('POST', '/reply/simulate', { as: 'admin', body: { content, openid } });
  expect(res.status).toBe(200);
  return res.body.data as unknown as { messageId: number; result: string };
}

describe('ReplyConversationPage', () => {
  it("shows one follower's messages as a thread, newest at the bottom, and reads earlier ones on demand", { timeout: 120_000 }, async () => {
    const ruleId = await makeRule();
    const openid = 'o_conv_test_1';
    // the oldest first: one more than a page, the last two a hit and a miss
    for (let i = 1; i <= THREAD_PAGE_SIZE - 1; i += 1) await simulate(`第${i}条消息`, openid);
    await simulate('请问保修多久', openid);
    const missed = await simulate('火星信号怎么连', openid);
    expect(missed.result).toBe('none');
    await simulate('别人的消息', 'o_someone_else');

    const user = userEvent.setup();
    const { container } = render(
      <Wrap at={`/reply/conversation/${openid}`}>
        <Routes><Route path="/reply/conversation/:id" element={<ReplyConversationPage />} /></Routes>
      </Wrap>,
    );
    const thread = await screen.findByTestId('reply-thread', {}, { timeout: 20_000 });
    expect(screen.getByTestId('reply-conv-title')).toHaveTextContent(`与 ${openid} 的会话`);
    expect(screen.getByTestId('reply-conv-count')).toHaveTextContent(`共 ${THREAD_PAGE_SIZE + 1} 条消息`);
    let items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(THREAD_PAGE_SIZE);
    // newest at the bottom: the miss last, the hit before it, the first message not yet read
    expect(items[items.length - 1]).toHaveTextContent('火星信号怎么连');
    expect(within(items[items.length - 1]!).getByText('未匹配')).toBeInTheDocument();
    expect(within(items[items.length - 1]!).getByText('测试消息')).toBeInTheDocument();
    const hit = items[items.length - 2]!;
    expect(hit).toHaveTextContent('请问保修多久');
    expect(hit).toHaveTextContent('整机保修一年。');
    expect(within(hit).queryByText('未匹配')).toBeNull();
    expect(within(hit).getByRole('link', { name: '保修政策' })).toHaveAttribute('href', `/reply/rule-edit/${ruleId}`);
    expect(within(hit).getByRole('link', { name: /^第 \d+ 条消息的详情$/ }).getAttribute('href')).toMatch(/^\/reply\/history\/\d+$/);
    expect(items[0]).toHaveTextContent('第2条消息');
    expect(thread).not.toHaveTextContent('别人的消息');
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: '加载更早的消息' }));
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(THREAD_PAGE_SIZE + 1));
    items = within(thread).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('第1条消息');
    expect(screen.queryByRole('button', { name: '加载更早的消息' })).toBeNull();
    expect(screen.getByText('已显示全部消息')).toBeInTheDocument();
  });

  it('says so when the follower has no messages', { timeout: 60_000 }, async () => {
    render(
      <Wrap at="/reply/conversation/o_nobody">
        <Routes><Route path="/reply/conversation/:id" element={<ReplyConversationPage />} /></Routes>
      </Wrap>,
    );
    expect(await screen.findByText('这位粉丝还没有消息', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('reply-conv-count')).toHaveTextContent('共 0 条消息');
  });
});

describe('MessageChat and ReplyOpenid', () => {
  it("shows a record as its exchange with the rule's link and the conversation's, and the follower as a link", { timeout: 60_000 }, async () => {
    const ruleId = await makeRule();
    const { messageId } = await simulate('保修', 'o_chat_test');
    const record = (await server.request('GET', `/reply/history/${messageId}`, { as: 'admin' })).body.data as unknown as Record<string, unknown>;
    const openidField = replyMessages.fields.find((f) => f.name === 'openid')!;
    render(
      <Wrap at={`/reply/history/${messageId}`}>
        <MessageChat record={record} />
        <ReplyOpenid field={openidField} value="o_chat_test" record={{ nickname: '小王' }} />
      </Wrap>,
    );
    const panel = await screen.findByTestId('reply-message-chat');
    expect(panel).toHaveTextContent('保修');
    expect(panel).toHaveTextContent('整机保修一年。');
    expect(panel).toHaveTextContent('关键词「保修」');
    expect(within(panel).getByRole('link', { name: '保修政策' })).toHaveAttribute('href', `/reply/rule-edit/${ruleId}`);
    expect(within(panel).getByRole('link', { name: '查看该粉丝的全部会话' })).toHaveAttribute('href', '/reply/conversation/o_chat_test');
    const follower = screen.getByRole('link', { name: '小王 · o_chat_test' });
    expect(follower).toHaveAttribute('href', '/reply/conversation/o_chat_test');
    expect(follower).toHaveAttribute('title', '查看 小王 的会话');
  });
});
