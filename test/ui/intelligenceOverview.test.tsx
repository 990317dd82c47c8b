import { Refine } from '@refinedev/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiOverviewPage } from '../../src/app/areas/intelligence/overview/AiOverviewPage.tsx';
import { unansweredPath } from '../../src/app/areas/intelligence/overview/overviewCharts.ts';
import { overviewRows } from '../../src/app/areas/intelligence/overview/overviewExport.ts';
import { overviewTexts } from '../../src/app/areas/intelligence/overview/overviewTexts.ts';
import { interpolate, localeTables } from '../../src/app/locales/text.ts';
import { createProviders } from '../../src/app/providers/createProviders.ts';
import { useNotificationProvider } from '../../src/app/providers/useNotificationProvider.tsx';
import { chinaDate } from '../../src/domain/chinaTime.ts';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * 数据统计 (/intelligence/overview) against the real server: the figures of turns asked through
 * the API (a keyword's answer and an unanswered question), the keyword and the question in the
 * top lists with their links, and 试一试 — an answer with its source and time, a second question
 * in the same conversation (recorded under 调试), 新对话 starting over.
 */

/**
 * jsdom has no canvas (getContext answers null and zrender's paint loop throws): the chart is a
 * stand-in naming its series, and the page's own text alternatives are what the test reads.
 */
vi.mock('../../src/app/libs/EChart.tsx', () => ({
  EChart: ({ option }: { option: { series?: { name?: string; data?: unknown[] }[] } }) => (
    <div data-testid="echart" data-series={JSON.stringify((option.series ?? []).map((s) => [s.name, (s.data ?? []).map((d) => (typeof d === 'object' && d !== null && 'value' in d ? (d as { value: unknown }).value : d))]))} />
  ),
}));

/** The page inside a router, antd's App and refine, with the app's providers (the real API through msw) and its texts. */
function Wrap({ children }: { children: ReactNode }) {
  const providers = createProviders(`${window.location.origin}/api/cms`, localeTables([{ name: 'intelligence', texts: [overviewTexts] }]));
  return (
    <MemoryRouter initialEntries={['/intelligence/overview']}>
      <ConfigProvider theme={{ hashed: false }}>
        <AntdApp>
          <Refine {...providers} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>{children}</Refine>
        </AntdApp>
      </ConfigProvider>
    </MemoryRouter>
  );
}

/** A button's name as antd writes it: two Chinese characters get a space between them (发 送). */
const named = (text: string): RegExp => new RegExp(`^${[...text].join('\\s?')}$`);

/** No serious or critical accessibility issue (jsdom has no layout: colour contrast is the e2e's). */
async function expectAccessible(container: HTMLElement): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Types a date into one input of a range picker and confirms it with Enter. */
function typeDate(input: HTMLInputElement, day: string): void {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const DAY = 86_400_000;
const UNANSWERED = '火星上的信号怎么连接';

let server: TestServer;

beforeEach(async () => {
  server = await useRealApi({ seed: false });
  await storeSession(server, 'superadmin');
});

afterEach(async () => {
  await server.close();
});

/** A keyword, one question it answers and one nobody answers, asked through the API. */
async function seedTurns(): Promise<number> {
  const keyword = await server.request('POST', '/intelligence/keyword', { as: 'superadmin', body: { keyword: '保修期', match: 'contains', answer: '整机保修一年，激光管保修半年。' } });
  expect(keyword.status).toBe(200);
  const id = Number((keyword.body.data as unknown as { id: number }).id);
  const asked = await server.request('POST', '/intelligence/ask', { as: 'superadmin', body: { question: '请问保修期多久', channel: 'debug' } });
  expect(asked.status).toBe(200);
  expect((asked.body.data as unknown as { source: string }).source).toBe('keyword');
  const none = await server.request('POST', '/intelligence/ask', { as: 'superadmin', body: { question: UNANSWERED, channel: 'web' } });
  expect((none.body.data as unknown as { source: string }).source).toBe('none');
  return id;
}

describe('AiOverviewPage', () => {
  it('shows the figures, the top lists with their links, and answers in 试一试 within one conversation', { timeout: 90_000 }, async () => {
    const keywordId = await seedTurns();
    const user = userEvent.setup();
    const { container } = render(<Wrap><AiOverviewPage /></Wrap>);

    const page = await screen.findByTestId('ai-overview');
    await waitFor(() => expect(within(page).getByTestId('ai-ov-messages')).toHaveTextContent('2'), { timeout: 20_000 });
    expect(within(page).getByTestId('ai-ov-conversations')).toHaveTextContent('2');
    expect(within(page).getByTestId('ai-ov-users')).toHaveTextContent('2');
    expect(within(page).getByTestId('ai-ov-answerRate')).toHaveTextContent('50%');
    expect(within(page).getByTestId('ai-ov-satisfaction')).toHaveTextContent('-');
    expect(within(page).getByTestId('ai-ov-votes')).toHaveTextContent('满意 0 · 不满意 0');

    // the charts carry their figures as text and as tables
    expect(within(page).getByRole('table', { name: '每日对话、消息与用户' })).toBeInTheDocument();
    const sources = within(page).getByRole('table', { name: '回答来源' });
    expect(within(sources).getByRole('row', { name: /关键词 1 50%/ })).toBeInTheDocument();
    expect(within(sources).getByRole('row', { name: /未找到答案 1 50%/ })).toBeInTheDocument();
    expect(within(page).getByRole('group', { name: '回答来源' })).toHaveAccessibleDescription('回答来源：关键词 1 条（50%），未找到答案 1 条（50%）');

    // the top lists: the keyword opens its detail, the question the history filtered to it
    const keywords = within(page).getByTestId('ai-ov-topKeywords');
    expect(within(keywords).getByRole('link', { name: '保修期' })).toHaveAttribute('href', `/intelligence/keyword-detail/${keywordId}`);
    expect(within(keywords).getByRole('cell', { name: '1' })).toBeInTheDocument();
    const unanswered = within(page).getByTestId('ai-ov-topUnanswered');
    const link = within(unanswered).getByRole('link', { name: UNANSWERED });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(unansweredPath(UNANSWERED));
    const [path, search] = href.split('?');
    expect(path).toBe('/intelligence/history');
    const params = new URLSearchParams(search);
    expect(params.get('filters[0][field]')).toBe('no_answer');
    expect(params.get('filters[0][value]')).toBe('true');
    expect(params.get('filters[1][field]')).toBe('q');
    expect(params.get('filters[1][value]')).toBe(UNANSWERED);
    // the list that link opens finds the conversation
    const listed = await server.request('GET', `/intelligence/history?no_answer=true&q=${encodeURIComponent(UNANSWERED)}`, { as: 'superadmin' });
    expect((listed.body.data as unknown as { total: number }).total).toBe(1);

    // 试一试
    const console_ = within(page).getByTestId('ai-try');
    expect(await within(console_).findByTestId('ai-try-mode')).toHaveTextContent(/^当前模式：(大模型（.+）|检索模式)$/);
    expect(within(console_).getByRole('button', { name: named('新对话') })).toBeDisabled();
    const box = within(console_).getByLabelText('问题');
    // nothing typed: the form says so and sends nothing
    await user.click(within(console_).getByRole('button', { name: named('发送') }));
    expect(await within(console_).findByText('请输入问题')).toBeInTheDocument();

    await user.type(box, '保修期是多久{Enter}');
    const first = await within(console_).findByTestId('ai-try-turn', {}, { timeout: 20_000 });
    expect(first).toHaveTextContent('保修期是多久');
    expect(within(first).getByTestId('ai-try-answer')).toHaveTextContent('整机保修一年，激光管保修半年。');
    expect(within(first).getByTestId('ai-try-source')).toHaveTextContent('关键词');
    expect(within(first).getByText(/^耗时 \d+ 毫秒$/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(within(console_).getByRole('status')).toHaveTextContent('已回答（关键词）：整机保修一年，激光管保修半年。');
    // the figures read again: the turn asked here counts
    await waitFor(() => expect(within(page).getByTestId('ai-ov-messages')).toHaveTextContent('3'), { timeout: 20_000 });

    const historyLink = within(console_).getByTestId('ai-try-history');
    const conversationId = Number((historyLink.getAttribute('href') ?? '').split('/').pop());
    expect(historyLink).toHaveAttribute('href', `/intelligence/history-detail/${conversationId}`);

    // a second question continues the conversation
    await user.type(box, UNANSWERED);
    await user.click(within(console_).getByRole('button', { name: named('发送') }));
    await waitFor(() => expect(within(console_).getAllByTestId('ai-try-turn')).toHaveLength(2), { timeout: 20_000 });
    const second = within(console_).getAllByTestId('ai-try-turn')[1];
    expect(within(second).getByTestId('ai-try-source')).toHaveTextContent('未找到答案');
    const conversation = (await server.request('GET', `/intelligence/history/${conversationId}`, { as: 'superadmin' })).body.data as unknown as { message_count: number; channel: string; first_question: string };
    expect(conversation).toMatchObject({ message_count: 2, channel: 'debug', first_question: '保修期是多久' });
    const turns = (await server.request('GET', `/intelligence/turn?conversation_id=${conversationId}`, { as: 'superadmin' })).body.data as unknown as { list: { question: string; source: string }[] };
    expect(turns.list.map((t) => `${t.question}|${t.source}`)).toEqual(['保修期是多久|keyword', `${UNANSWERED}|none`]);

    await expectAccessible(container);

    // 新对话: the thread empties and the next question opens another conversation
    await user.click(within(console_).getByRole('button', { name: named('新对话') }));
    expect(within(console_).queryByTestId('ai-try-turn')).toBeNull();
    expect(within(console_).queryByTestId('ai-try-history')).toBeNull();
    await user.type(box, '保修期{Enter}');
    await within(console_).findByTestId('ai-try-turn', {}, { timeout: 20_000 });
    const other = Number((within(console_).getByTestId('ai-try-history').getAttribute('href') ?? '').split('/').pop());
    expect(other).not.toBe(conversationId);
    expect(((await server.request('GET', `/intelligence/history/${other}`, { as: 'superadmin' })).body.data as unknown as { message_count: number }).message_count).toBe(1);
  });

  it('reads another range, says when it is empty, and reads well on a 375 px phone', { timeout: 60_000 }, async () => {
    await seedTurns();
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 });
    try {
      const { container } = render(<Wrap><AiOverviewPage /></Wrap>);
      const page = await screen.findByTestId('ai-overview');
      await waitFor(() => expect(within(page).getByTestId('ai-ov-messages')).toHaveTextContent('2'), { timeout: 20_000 });
      const tools = screen.getByTestId('ai-ov-tools');
      const [from, to] = within(tools).getAllByRole('textbox', { name: '统计时间' }) as HTMLInputElement[];
      const now = server.clock.now();
      await waitFor(() => expect(to.value).toBe(chinaDate(now)));
      typeDate(from, chinaDate(now - 200 * DAY));
      typeDate(to, chinaDate(now - 100 * DAY));
      await waitFor(() => expect(within(page).getByTestId('ai-ov-messages')).toHaveTextContent('0'), { timeout: 20_000 });
      expect(within(page).getByTestId('ai-ov-answerRate')).toHaveTextContent('-');
      expect(within(page).getAllByText('该时间段内没有对话')).toHaveLength(2);
      expect(within(page).getByText('该时间段内没有命中关键词')).toBeInTheDocument();
      expect(within(page).getByText('该时间段内没有未答出的问题')).toBeInTheDocument();
      expect(from.value).toBe(chinaDate(now - 200 * DAY));
      await expectAccessible(container);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    }
  });

  it('exports the figures as one sheet: range, totals, days, sources and the top lists', () => {
    const zh = localeTables([{ name: 'intelligence', texts: [overviewTexts] }])['zh-CN'];
    const t = (key: string, params?: Record<string, string | number | undefined>) => interpolate(zh[key] ?? key, params);
    const { headers, rows } = overviewRows({
      from: '2026-01-01',
      to: '2026-01-02',
      days: [{ day: '2026-01-01', conversations: 2, messages: 3, users: 2 }, { day: '2026-01-02', conversations: 1, messages: 1, users: 1 }],
      sources: [{ source: 'none', count: 1 }, { source: 'keyword', count: 3 }],
      messages: 4,
      answerRate: 0.75,
      satisfaction: { up: 1, down: 1, rate: 0.5 },
      topKeywords: [{ id: 7, keyword: '=保修', hits: 3 }],
      topUnanswered: [{ question: '火星', count: 1 }],
    }, t);
    expect(headers).toEqual(['类别', '项目', '数值', '说明']);
    expect(rows).toEqual([
      ['统计时间', '2026-01-01 ~ 2026-01-02', null, null],
      ['汇总', '对话数', 3, null],
      ['汇总', '消息数', 4, null],
      ['汇总', '用户数', 3, null],
      ['汇总', '答出率', '75%', null],
      ['汇总', '满意度', '50%', '满意 1 · 不满意 1'],
      ['每日', '2026-01-01', 3, '2026-01-01 对话 2、消息 3、用户 2'],
      ['每日', '2026-01-02', 1, '2026-01-02 对话 1、消息 1、用户 1'],
      ['回答来源', '关键词', 3, '75%'],
      ['回答来源', '未找到答案', 1, '25%'],
      // a keyword that a spreadsheet would read as a formula stays text
      ['热门关键词', "'=保修", 3, null],
      ['未答出的问题', '火星', 1, null],
    ]);
  });
});
