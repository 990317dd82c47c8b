import { Refine } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConversationTurns } from '../../src/app/areas/intelligence/history/ConversationTurns.tsx';
import { historyTexts } from '../../src/app/areas/intelligence/history/historyTexts.ts';
import { HotWordsPanel } from '../../src/app/areas/intelligence/vocabulary/HotWordsPanel.tsx';
import { vocabularyTexts } from '../../src/app/areas/intelligence/vocabulary/vocabularyTexts.ts';
import { localeTables } from '../../src/app/locales/text.ts';
import { createProviders } from '../../src/app/providers/createProviders.ts';
import { useNotificationProvider } from '../../src/app/providers/useNotificationProvider.tsx';
import { storeSession, useFault, useRealApi } from '../helpers/uiApi.ts';
import type { TestServer } from '../helpers/testServer.ts';

/** The panels inside antd's App and refine, with the app's providers (the real API through msw) and these texts. */
function Wrap({ children }: { children: ReactNode }) {
  const providers = createProviders(`${window.location.origin}/api/cms`, localeTables([{ name: 'intelligence', texts: [historyTexts, vocabularyTexts] }]));
  return (
    <ConfigProvider theme={{ hashed: false }}>
      <AntdApp>
        <Refine {...providers} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>{children}</Refine>
      </AntdApp>
    </ConfigProvider>
  );
}

/** A button's name as antd writes it: two Chinese characters get a space between them (添 加). */
const named = (text: string): RegExp => new RegExp(`^${[...text].join('\\s?')}$`);

let server: TestServer;

beforeEach(async () => {
  server = await useRealApi({ seed: false });
  await storeSession(server, 'admin');
});

afterEach(async () => {
  await server.close();
});

describe('HotWordsPanel', () => {
  it('adds a word, names the bad line of an import, imports good lines and stops at the server refusal naming its line', async () => {
    const created = await server.request('POST', '/intelligence/vocabulary', { as: 'admin', body: { name: '测试热词表' } });
    expect(created.status).toBe(200);
    const record = created.body.data as unknown as Record<string, unknown>;
    const user = userEvent.setup();
    render(<Wrap><HotWordsPanel record={record} /></Wrap>);
    const panel = await screen.findByTestId('hot-words');
    await within(panel).findByText('还没有热词');

    // add one word
    await user.type(within(panel).getByLabelText('热词'), '雕刻机');
    await user.click(within(panel).getByRole('button', { name: named('添加') }));
    await within(panel).findByRole('cell', { name: '雕刻机' });
    expect(within(panel).getByRole('cell', { name: '6' })).toBeInTheDocument();

    // import: a bad second line is named and nothing is sent
    await user.click(within(panel).getByRole('button', { name: named('导入') }));
    const dialog = await screen.findByRole('dialog', { name: '导入热词' });
    const box = within(dialog).getByLabelText('热词内容');
    await user.click(box);
    await user.paste('切割头|7\n坏 词|3');
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText('第 2 行：「坏 词」只能含汉字、字母和数字')).toBeInTheDocument();
    expect((await server.request('GET', `/intelligence/hot-word?vocabulary_id=${String(record.id)}`, { as: 'admin' })).body.data.total).toBe(1);

    // a word the table already has: the server refuses it, naming the line; the one before it went in
    await user.clear(box);
    await user.click(box);
    await user.paste('切割头|7\n雕刻机|5\n刀头|3');
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText(/^第 2 行「雕刻机」导入失败：.+（此前 1 个已导入，其后的未导入）$/)).toBeInTheDocument();
    await within(panel).findByRole('cell', { name: '切割头' });
    expect(within(panel).queryByRole('cell', { name: '刀头' })).toBeNull();

    // all good lines
    await user.clear(box);
    await user.click(box);
    await user.paste('刀头|3\n激光管|11');
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await within(panel).findByRole('cell', { name: '激光管' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入热词' })).toBeNull());
    const words = (await server.request('GET', `/intelligence/hot-word?vocabulary_id=${String(record.id)}&pageSize=100`, { as: 'admin' })).body.data.list as unknown as { word: string; weight: number }[];
    expect(words.map((w) => `${w.word}|${w.weight}`).sort()).toEqual(['切割头|7', '刀头|3', '激光管|11', '雕刻机|6'].sort());
  });
});

describe('ConversationTurns', () => {
  it('shows the turn with its path and time, and saves it as a corpus pair', async () => {
    const asked = await server.request('POST', '/intelligence/ask', { as: 'admin', body: { question: '测试问题', channel: 'debug' } });
    expect(asked.status).toBe(200);
    const { conversationId, turnId } = asked.body.data as unknown as { conversationId: number; turnId: number };
    const user = userEvent.setup();
    render(<Wrap><ConversationTurns record={{ id: conversationId }} /></Wrap>);
    const panel = await screen.findByTestId('ai-conversation-turns');
    await within(panel).findByText('测试问题');
    expect(within(panel).getAllByText('未找到答案').length).toBeGreaterThan(0);
    expect(within(panel).getByText(/^耗时 \d+ 毫秒$/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '存为语料' }));
    const dialog = await screen.findByRole('dialog', { name: '存为语料' });
    expect(within(dialog).getByLabelText('问题')).toHaveValue('测试问题');
    const answer = within(dialog).getByLabelText('答案');
    await user.clear(answer);
    await user.type(answer, '这是测试答案');
    expect(within(dialog).getByRole('switch', { name: '启用' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: named('保存') }));

    const saved = await within(panel).findByRole('button', { name: /^已存为语料 #\d+$/ });
    expect(saved).toBeDisabled();
    const turn = (await server.request('GET', `/intelligence/turn?conversation_id=${conversationId}`, { as: 'admin' })).body.data.list[0] as unknown as { id: number; saved_corpus_id: number };
    expect(turn.id).toBe(turnId);
    expect(saved).toHaveAccessibleName(`已存为语料 #${turn.saved_corpus_id}`);
    const corpus = (await server.request('GET', `/intelligence/corpus/${turn.saved_corpus_id}`, { as: 'admin' })).body.data as unknown as { question: string; answer: string; enabled: boolean };
    expect(corpus).toMatchObject({ question: '测试问题', answer: '这是测试答案', enabled: true });
  });

  it('shows the server refusal in the dialog and keeps it open', async () => {
    const asked = await server.request('POST', '/intelligence/ask', { as: 'admin', body: { question: '另一个问题', channel: 'debug' } });
    const { conversationId } = asked.body.data as unknown as { conversationId: number };
    useFault('*/api/cms/intelligence/corpus', { status: 400, body: { code: 40001, message: '「问题」不能少于 2 个字' } });
    const user = userEvent.setup();
    render(<Wrap><ConversationTurns record={{ id: conversationId, customer_name: '张三' }} /></Wrap>);
    const panel = await screen.findByTestId('ai-conversation-turns');
    expect(await within(panel).findByText('客户 · 张三')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '存为语料' }));
    const dialog = await screen.findByRole('dialog', { name: '存为语料' });
    await user.click(within(dialog).getByRole('button', { name: named('保存') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('「问题」不能少于 2 个字');
    expect(within(panel).getByRole('button', { name: '存为语料' })).toBeEnabled();
  });
});

describe('HotWordsPanel on a phone', () => {
  const width = window.innerWidth;
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  });

  it('stacks the add form and keeps every control labelled at 375 px', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 });
    const created = await server.request('POST', '/intelligence/vocabulary', { as: 'admin', body: { name: '手机热词表' } });
    const record = created.body.data as unknown as Record<string, unknown>;
    await server.request('POST', '/intelligence/hot-word', { as: 'admin', body: { vocabulary_id: record.id, word: '雕刻机', weight: 9 } });
    render(<Wrap><HotWordsPanel record={record} /></Wrap>);
    const panel = await screen.findByTestId('hot-words');
    await within(panel).findByRole('cell', { name: '雕刻机' });
    expect(panel.querySelector('form.ant-form-vertical')).not.toBeNull();
    expect(within(panel).getByLabelText('热词')).toBeInTheDocument();
    expect(within(panel).getByLabelText('权重')).toBeInTheDocument();
    expect(within(panel).getByRole('searchbox', { name: '搜索热词' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '改权重 雕刻机' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '删除 雕刻机' })).toBeInTheDocument();

    // 改权重 (PUT with the version), then 删除 (Popconfirm, DELETE ?version=)
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: '改权重 雕刻机' }));
    const dialog = await screen.findByRole('dialog', { name: '修改「雕刻机」的权重' });
    const weight = within(dialog).getByLabelText('权重');
    await user.clear(weight);
    await user.type(weight, '3');
    await user.click(within(dialog).getByRole('button', { name: named('保存') }));
    await within(panel).findByRole('cell', { name: '3' });
    await user.click(within(panel).getByRole('button', { name: '删除 雕刻机' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: named('删除') }));
    await within(panel).findByText('还没有热词');
    expect((await server.request('GET', `/intelligence/hot-word?vocabulary_id=${String(record.id)}`, { as: 'admin' })).body.data.total).toBe(0);
  });
});
