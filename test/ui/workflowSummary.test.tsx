import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/domain/chinaTime.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { fileTickets, type TicketPlan } from '../api/workflow/summaryFixtures.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
});

const DAY = 86_400_000;

/** Types a date into one input of a range picker and confirms it with Enter. */
function typeDate(input: HTMLInputElement, day: string): void {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('the problem summary panel (/workflow/question)', () => {
  it('shows the real server’s figures, and a new range reads them again', { timeout: 180000 }, async () => {
    server = await useRealApi({ seed: false });
    const now = server.clock.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const plans: TicketPlan[] = [
      { title: '激光不出光', type: '设备故障', model: 'L500', handler: 'admin', created: iso(now - 10 * DAY) },
      { title: '风扇异响', type: '设备故障', model: 'K2', handler: null, created: iso(now - 1 * DAY) },
      { title: '驱动装不上', type: '使用咨询', model: 'K2', handler: 'staff', created: iso(now - 40 * DAY), closed: iso(now - 35 * DAY), question: '驱动安装' },
      // only in a range that reaches back two years
      { title: '镜片发黑', type: '设备故障', model: 'L500', handler: 'admin', created: iso(now - 600 * DAY), closed: iso(now - 590 * DAY), question: '镜片清洁' },
    ];
    const questions = await fileTickets(server, plans, now);
    await storeSession(server, 'admin');
    renderApp('/workflow/question');

    const panel = await screen.findByTestId('ticket-summary', {}, { timeout: 30000 });
    await waitFor(() => expect(within(panel).getByTestId('summary-total')).toHaveTextContent('3'), { timeout: 30000 });
    // the first ticket is due 72 hours after it was filed: overdue; the second is not yet
    expect(within(panel).getByTestId('summary-open')).toHaveTextContent('2');
    expect(within(panel).getByTestId('summary-overdue')).toHaveTextContent('1');
    // each chart carries its figures as text
    expect(within(panel).getByTestId('summary-byType')).toHaveTextContent('设备故障2');
    expect(within(panel).getByTestId('summary-byModel')).toHaveTextContent('K22');
    expect(within(panel).getByTestId('summary-topQuestions')).toHaveTextContent('驱动安装 · 1');
    expect(within(panel).getByRole('table', { name: '按月份' })).toBeInTheDocument();

    const [from, to] = [...panel.querySelectorAll<HTMLInputElement>('.ant-picker-input input')];
    // the default range: up to the end of this China month
    await waitFor(() => expect(to.value.slice(0, 7)).toBe(chinaDate(now).slice(0, 7)), { timeout: 10000 });
    typeDate(from, chinaDate(now - 700 * DAY));
    typeDate(to, chinaDate(now));
    await waitFor(() => expect(within(panel).getByTestId('summary-total')).toHaveTextContent('4'), { timeout: 30000 });
    expect(from.value).toBe(chinaDate(now - 700 * DAY));
    expect(within(panel).getByTestId('summary-topQuestions')).toHaveTextContent('镜片清洁 · 1');

    // the recurring problems below: a row expands to the tickets filed under it, each linking to its detail
    const table = document.querySelector<HTMLElement>('.schema-list-table')!;
    const row = await within(table).findByRole('row', { name: /镜片清洁/ }, { timeout: 30000 });
    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    const filed = await screen.findByTestId(`question-tickets:${questions['镜片清洁']}`, {}, { timeout: 30000 });
    await waitFor(() => expect(filed).toHaveTextContent('共 1 张'), { timeout: 30000 });
    const ticket = (await sql<{ id: number; no: string }>`select id, no from workflow_bucket where title = ${'镜片发黑'}`.execute(server.db)).rows[0];
    expect(within(filed).getByRole('link', { name: ticket.no })).toHaveAttribute('href', `/workflow/detail/${ticket.id}`);
    expect(filed).toHaveTextContent('镜片发黑');
  });
});
