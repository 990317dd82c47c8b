import { parseTableParams, Refine } from '@refinedev/core';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyPath } from '../../src/app/areas/reply/history/historyPaths.ts';
import { ReplyHistoryStatPage } from '../../src/app/areas/reply/history/ReplyHistoryStatPage.tsx';
import { dayRate, lastDays, percentOf } from '../../src/app/areas/reply/history/statData.ts';
import { statTexts } from '../../src/app/areas/reply/history/statTexts.ts';
import { localeTables } from '../../src/app/locales/text.ts';
import { createProviders } from '../../src/app/providers/createProviders.ts';
import { useNotificationProvider } from '../../src/app/providers/useNotificationProvider.tsx';
import { chinaDate } from '../../src/domain/chinaTime.ts';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

// the in-process server answers in a moment, but a loaded machine can take longer than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

/**
 * 历史统计 (/reply/history-stat) against the real server, over followers' messages: the
 * figures, the per-day figures as tables, the top rule and the top unmatched message each linking
 * to 回复历史 filtered to them over the shown days (and that list finds them), a preset range, an
 * empty range, axe, and a 375 px phone.
 */

/** jsdom has no canvas: the chart is a stand-in naming its series; the page's text alternatives are what the test reads. */
vi.mock('../../src/app/libs/EChart.tsx', () => ({
  EChart: ({ option }: { option: { series?: { name?: string; data?: unknown[] }[] } }) => (
    <div data-testid="echart" data-series={JSON.stringify((option.series ?? []).map((s) => [s.name, s.data]))} />
  ),
}));

function Wrap({ children }: { children: ReactNode }) {
  const providers = createProviders(`${window.location.origin}/api/cms`, localeTables([{ name: 'reply', texts: [statTexts] }]));
  return (
    <MemoryRouter initialEntries={['/reply/history-stat']}>
      <ConfigProvider theme={{ hashed: false }}>
        <AntdApp>
          <Refine {...providers} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>{children}</Refine>
        </AntdApp>
      </ConfigProvider>
    </MemoryRouter>
  );
}

async function expectAccessible(container: HTMLElement): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const UNMATCHED = '火星信号怎么连接';
const DAY = 86_400_000;

/** Types a date into one input of a range picker and confirms it with Enter. */
function typeDate(input: HTMLInputElement, day: string): void {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}
let server: TestServer;

beforeEach(async () => {
  server = await useRealApi({ seed: false });
  await storeSession(server, 'admin');
});

afterEach(async () => {
  await server.close();
});

/**
 * A rule answering 保修, three followers' messages it answered and two it did not (the same question
 * with a full-width ？, which the normalised text has as ?), put in the table as the matcher writes
 * them (模拟消息's test messages are left out of the statistics), an hour ago.
 */
async function seedMessages(): Promise<number> {
  const rule = await server.request('POST', '/reply/rule', {
    as: 'admin',
    body: { name: '保修政策', kind: 'keyword', keywords: [{ word: '保修', match: 'contains' }], replies: [{ kind: 'text', text: '整机保修一年。' }], reply_mode: 'all', enabled: true },
  });
  expect(rule.status).toBe(200);
  const ruleId = Number((rule.body.data as unknown as { id: number }).id);
  const at = new Date(server.clock.now() - 3_600_000).toISOString();
  const hit = (content: string, openid: string) => ({ openid, content, normalized: content, result: 'contains', matched: 1, rule_id: ruleId, keyword: '保修', is_test: 0, created_at: at });
  const miss = (openid: string) => ({ openid, content: `${UNMATCHED}？`, normalized: `${UNMATCHED}?`, result: 'none', matched: 0, rule_id: null, keyword: null, is_test: 0, created_at: at });
  await server.db.insertInto('reply_message').values([hit('保修多久', 'o_a'), hit('请问保修', 'o_b'), hit('保修', 'o_a'), miss('o_c'), miss('o_d')]).execute();
  return ruleId;
}

describe('statData', () => {
  it('counts the presets back from a China day across months and years, and rates a day only when it has messages', () => {
    expect(lastDays(7, '2026-03-02')).toEqual(['2026-02-24', '2026-03-02']);
    expect(lastDays(30, '2026-01-10')).toEqual(['2025-12-12', '2026-01-10']);
    expect(lastDays(1, '2026-11-24')).toEqual(['2026-11-24', '2026-11-24']);
    expect(dayRate({ day: '2026-11-24', messages: 0, matched: 0 })).toBeNull();
    expect(percentOf(dayRate({ day: '2026-11-24', messages: 3, matched: 2 }))).toBe('66.7%');
    expect(percentOf(null)).toBe('-');
  });

  it('links the history with its filters as the list reads them from its URL, whatever the text holds', () => {
    const text = '可以分期吗? a&b#c=d%e+f';
    const href = historyPath({ matched: false, normalized: text, ruleId: 7, days: ['2026-11-01', '2026-11-24'] });
    expect(href.startsWith('/reply/history?')).toBe(true);
    const { parsedFilters } = parseTableParams(href.slice(href.indexOf('?')));
    expect(parsedFilters).toEqual([
      { field: 'matched', operator: 'eq', value: 'false' },
      { field: 'normalized', operator: 'eq', value: text },
      { field: 'rule_id', operator: 'eq', value: '7' },
      { field: 'created_at', operator: 'between', value: ['2026-11-01', '2026-11-24'] },
    ]);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect([params.get('currentPage'), params.get('pageSize'), params.get('sorters[0][field]'), params.get('sorters[0][order]')]).toEqual(['1', '20', 'created_at', 'desc']);
  });
});

describe('ReplyHistoryStatPage', () => {
  it('shows the figures, the day table, and the top lists linking to the filtered history', { timeout: 90_000 }, async () => {
    const ruleId = await seedMessages();
    const today = chinaDate(server.clock.now());
    const days = lastDays(30, today);
    const { container } = render(<Wrap><ReplyHistoryStatPage /></Wrap>);
    const page = await screen.findByTestId('reply-stat');
    await waitFor(() => expect(within(page).getByTestId('reply-stat-messages')).toHaveTextContent('5'), { timeout: 20_000 });
    expect(within(page).getByTestId('reply-stat-matched')).toHaveTextContent('3');
    expect(within(page).getByTestId('reply-stat-hitRate')).toHaveTextContent('60%');

    // the default range is the server's last 30 days, 近30天 chosen
    const tools = screen.getByTestId('reply-stat-tools');
    expect(within(tools).getByRole('radio', { name: '近30天' })).toBeChecked();
    const [from, to] = within(tools).getAllByRole('textbox', { name: '统计日期' }) as HTMLInputElement[];
    await waitFor(() => expect([from?.value, to?.value]).toEqual([...days]));

    // the charts carry their figures as text and as tables
    const table = within(page).getByRole('table', { name: '每日消息数' });
    expect(within(table).getByRole('row', { name: `${today} 5 3 60%` })).toBeInTheDocument();
    expect(within(page).getByRole('group', { name: '每日命中率' })).toHaveAccessibleDescription(`每日命中率：${today} 命中率 60%`);

    // the top lists link to the history filtered to them over the same days, and that list finds them
    const rules = within(page).getByTestId('reply-stat-topRules');
    const ruleLink = within(rules).getByRole('link', { name: '保修政策' });
    expect(ruleLink).toHaveAttribute('href', historyPath({ ruleId, days }));
    const ruleParams = new URLSearchParams(ruleLink.getAttribute('href')!.split('?')[1]);
    expect([ruleParams.get('filters[0][field]'), ruleParams.get('filters[0][value]')]).toEqual(['rule_id', String(ruleId)]);
    expect(within(rules).getByRole('cell', { name: '3' })).toBeInTheDocument();
    const unmatched = within(page).getByTestId('reply-stat-topUnmatched');
    const textLink = within(unmatched).getByRole('link', { name: `${UNMATCHED}?` });
    expect(textLink).toHaveAttribute('href', historyPath({ matched: false, normalized: `${UNMATCHED}?`, days }));
    expect(within(unmatched).getByRole('cell', { name: '2' })).toBeInTheDocument();
    const range = `created_at=${days[0]},${days[1]}`;
    expect((await server.request('GET', `/reply/history?rule_id=${ruleId}&${range}`, { as: 'admin' })).body.data.total).toBe(3);
    expect((await server.request('GET', `/reply/history?matched=false&normalized=${encodeURIComponent(`${UNMATCHED}?`)}&${range}`, { as: 'admin' })).body.data.total).toBe(2);

    await expectAccessible(container);
  });

  it('reads a preset range and says when a range is empty, on a 375 px phone with no axe finding', { timeout: 60_000 }, async () => {
    await seedMessages();
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 });
    try {
      const user = userEvent.setup();
      const { container } = render(<Wrap><ReplyHistoryStatPage /></Wrap>);
      const page = await screen.findByTestId('reply-stat');
      await waitFor(() => expect(within(page).getByTestId('reply-stat-messages')).toHaveTextContent('5'), { timeout: 20_000 });
      const tools = screen.getByTestId('reply-stat-tools');
      await user.click(within(tools).getByText('近7天'));
      const week = lastDays(7, chinaDate(server.clock.now()));
      await waitFor(() => expect((within(tools).getAllByRole('textbox', { name: '统计日期' })[0] as HTMLInputElement).value).toBe(week[0]));
      expect(within(tools).getByRole('radio', { name: '近7天' })).toBeChecked();
      expect(within(page).getByTestId('reply-stat-messages')).toHaveTextContent('5');
      await expectAccessible(container);

      // a range before any message: the figures are 0, no preset is chosen and the charts say there is nothing
      const [from, to] = within(tools).getAllByRole('textbox', { name: '统计日期' }) as HTMLInputElement[];
      const now = server.clock.now();
      typeDate(from!, chinaDate(now - 200 * DAY));
      typeDate(to!, chinaDate(now - 100 * DAY));
      await waitFor(() => expect(within(page).getByTestId('reply-stat-messages')).toHaveTextContent(/^0$/), { timeout: 20_000 });
      expect(within(page).getByTestId('reply-stat-hitRate')).toHaveTextContent('0%');
      expect(within(tools).getByRole('radio', { name: '近7天' })).not.toBeChecked();
      expect(within(page).getAllByText('所选日期内没有消息')).toHaveLength(2);
      expect(within(page).getByText('所选日期内没有命中规则的消息')).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    }
  });
});
