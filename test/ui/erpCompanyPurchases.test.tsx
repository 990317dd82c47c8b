import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../src/domain/erp/creditCode.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { routeApiTo, storeSession } from '../helpers/uiApi.ts';

/**
 * 公司采购单 (/erp/company/purchase/:id) against the server: the company's card, the figures of
 * its orders not cancelled (as the server sums them), its orders with number links and state
 * tags, the state filter, and 关联账号 opening 关联 filtered by the company;
 * the company list's name links to the page.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(): Promise<{ s: TestServer; companyId: number }> {
  const now = Date.now();
  const s = await createTestServer({ now });
  const at = (days: number) => new Date(now - days * 86_400_000).toISOString();
  const g = await s.db.insertInto('erp_group').values({ name: '华东组', discount_rate: 4, created_at: at(30), updated_at: at(30) }).returning('id').executeTakeFirstOrThrow();
  const c = await s.db.insertInto('erp_company').values({ name: '杭州激光经销有限公司', credit_code: withCheckDigit('9133010000000001'), group_id: g.id, contact: '何经理', phone: '13800000011', address: '杭州市滨江区', credit_limit: 100_000_00, created_at: at(30), updated_at: at(30) }).returning('id').executeTakeFirstOrThrow();
  const orders: [string, string, number, number][] = [
    ['CG202611010001', 'approved', 300_000_00, 100_000_00],
    ['CG202611020001', 'completed', 50_000_00, 50_000_00],
    ['CG202611030001', 'cancelled', 80_000_00, 0],
    ['CG202611040001', 'draft', 12_345_67, 0],
  ];
  let d = 10;
  for (const [no, state, total, paid] of orders) await s.db.insertInto('erp_purchase').values({ no, company_id: c.id, state, lines_json: '[]', total, paid, quantity: 3, created_at: at((d -= 1)), updated_at: at(d) }).execute();
  routeApiTo(s);
  return { s, companyId: Number(c.id) };
}

const figure = (key: string): string => document.querySelector(`[data-figure="${key}"] dd`)?.textContent ?? '';

describe('公司采购单', () => {
  it('shows the card, the figures, the orders with links and tags; filters by state; links to the relations', { timeout: 90_000 }, async () => {
    const { s, companyId } = await start();
    server = s;
    await storeSession(s, 'superadmin');
    renderApp(`/erp/company/purchase/${companyId}`);
    expect(await screen.findByText('杭州激光经销有限公司 的采购单', {}, { timeout: 30_000 })).toBeInTheDocument();
    const card = screen.getByTestId('erp-company-card');
    expect(card).toHaveTextContent(withCheckDigit('9133010000000001'));
    expect(card).toHaveTextContent('华东组（折扣 4%）');
    expect(card).toHaveTextContent('¥100000.00');
    // the cancelled order is left out of the figures: 3 orders, 2 open, ¥362345.67 ordered, ¥150000.00 paid
    expect(figure('orders')).toBe('3');
    expect(figure('open')).toBe('2');
    expect(figure('total')).toBe('¥362345.67');
    expect(figure('paid')).toBe('¥150000.00');
    // owed on the approved orders only (the 草稿 owes nothing yet): the figure 提交 checks the limit against
    expect(figure('due')).toBe('¥200000.00');
    // over the credit limit: said
    expect(screen.getByText(/已超过信用额度 ¥100000.00/)).toBeInTheDocument();

    const table = screen.getByTestId('erp-company-orders');
    await waitFor(() => expect(within(table).getAllByRole('link').map((a) => a.textContent)).toEqual(['CG202611040001', 'CG202611030001', 'CG202611020001', 'CG202611010001']));
    const purchaseId = (await s.db.selectFrom('erp_purchase').select('id').where('no', '=', 'CG202611010001').executeTakeFirstOrThrow()).id;
    expect(within(table).getByRole('link', { name: 'CG202611010001' })).toHaveAttribute('href', `/erp/purchase/${purchaseId}`);
    expect(within(table).getByText('已取消')).toBeInTheDocument();
    expect(screen.getByText('共 4 条')).toBeInTheDocument();

    // the state filter
    fireEvent.mouseDown(within(screen.getByTestId('erp-company-state')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('已审核'));
    await waitFor(() => expect(within(screen.getByTestId('erp-company-orders')).getAllByRole('link').map((a) => a.textContent)).toEqual(['CG202611010001']));
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    // the figures stay the company's whole
    expect(figure('orders')).toBe('3');

    // 关联账号 → 关联 filtered by the company
    const relations = screen.getByRole('link', { name: '关联账号' });
    expect(decodeURIComponent(relations.getAttribute('href') ?? '')).toContain(`filters[0][field]=company_id&filters[0][operator]=eq&filters[0][value]=${companyId}`);
  });

  it('the company list links each name to the page', { timeout: 90_000 }, async () => {
    const { s, companyId } = await start();
    server = s;
    await storeSession(s, 'superadmin');
    renderApp('/erp/company');
    const link = await screen.findByRole('link', { name: '杭州激光经销有限公司' }, { timeout: 30_000 });
    expect(link).toHaveAttribute('href', `/erp/company/purchase/${companyId}`);
  });
});
