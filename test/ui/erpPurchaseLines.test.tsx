import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { erpFixture, type Erp } from '../api/erp/stockFixtures.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import type { Loose, TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * 采购明细 (the order form's lines input) in the real create drawer of /erp/purchase against the
 * in-process server: rows of 机型 (its price filled in), 数量, 单价（元）, 行折扣（%）; each row's
 * amount and the order's figures computed live, rounded half up at the fen as the server rounds
 * (a ¥0.075 line shows ¥0.08), the group's 5 % discount once the company is chosen; a model already
 * on an open order of the company warned with that order's number (a link), and the save not
 * blocked by it: the server's total is what the form showed.
 */

configure({ asyncUtilTimeout: 10_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const typeIn = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

async function pick(select: HTMLElement, label: string): Promise<void> {
  fireEvent.mouseDown(select.closest('.ant-select')?.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

const formItem = (label: string): HTMLElement => {
  const el = [...document.querySelectorAll('.ant-drawer-open .ant-form-item')].find((i) => i.querySelector('.ant-form-item-label')?.textContent === label);
  if (!el) throw new Error(`no form item ${label}`);
  return el as HTMLElement;
};

describe('采购明细 input (/erp/purchase, 新建采购单)', () => {
  it('computes each line and the total live with half-up fen rounding and the group discount, warns of an open order with the same model, and saves what it showed', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const s = server;
    const erp: Erp = await erpFixture(s, 5);
    const company = await s.db.selectFrom('erp_company').select('name').where('id', '=', erp.companyId).executeTakeFirstOrThrow();
    const [a, b] = erp.models;
    // an open order (草稿) of the company already holds model a
    const open = await s.request('POST', '/erp/purchase', { as: 'superadmin', body: { company_id: erp.companyId, lines: [{ product_id: a.id, quantity: 2, unit_price: 100, discount_rate: 0 }] } });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const openNo = String((open.body.data as Loose).no);
    await storeSession(s, 'superadmin');

    renderApp('/erp/purchase');
    fireEvent.click(await screen.findByRole('button', { name: /新建采购单/ }, { timeout: 30_000 }));
    const group = await screen.findByRole('group', { name: '采购明细' }, { timeout: 30_000 });
    await pick(formItem('公司').querySelector('.ant-select') as HTMLElement, company.name);

    fireEvent.click(within(group).getByRole('button', { name: /添加一行/ }));
    await pick(await within(group).findByRole('combobox', { name: '第 1 行 机型' }), a.name);
    // the model's list price fills the unit price
    await waitFor(() => expect(within(group).getByRole('spinbutton', { name: '第 1 行 单价（元）' })).toHaveValue((erp.price.get(a.id)! / 100).toFixed(2)));
    typeIn(within(group).getByRole('spinbutton', { name: '第 1 行 单价（元）' }), '0.15');
    typeIn(within(group).getByRole('spinbutton', { name: '第 1 行 行折扣（%）' }), '50');
    // 1 × ¥0.15 × 50 % = 7.5 fen → ¥0.08 (half up)
    await waitFor(() => expect(within(group).getAllByTestId('erp-line-amount')[0]).toHaveTextContent('¥0.08'));

    fireEvent.click(within(group).getByRole('button', { name: /添加一行/ }));
    await pick(await within(group).findByRole('combobox', { name: '第 2 行 机型' }), b.name);
    typeIn(within(group).getByRole('spinbutton', { name: '第 2 行 数量' }), '3');
    typeIn(within(group).getByRole('spinbutton', { name: '第 2 行 单价（元）' }), '3.33');
    typeIn(within(group).getByRole('spinbutton', { name: '第 2 行 行折扣（%）' }), '5');
    // 3 × ¥3.33 × 95 % = 949.05 fen → ¥9.49; lines ¥9.57, group 5 % = 47.85 → ¥0.48, total ¥9.09
    await waitFor(() => expect(within(group).getAllByTestId('erp-line-amount')[1]).toHaveTextContent('¥9.49'));
    expect(within(group).getByTestId('erp-lines-subtotal')).toHaveTextContent('¥9.57');
    expect(await within(group).findByTestId('erp-lines-group')).toHaveTextContent('-¥0.48');
    expect(within(group).getByText(/分组折扣（.+ 5%）/)).toBeInTheDocument();
    expect(within(group).getByTestId('erp-lines-total')).toHaveTextContent('¥9.09');

    // the open order holding model a is named, its number a link to it
    const warning = await within(group).findByTestId('erp-open-lines');
    expect(warning).toHaveTextContent('该公司已有未完结的采购单包含这些机型');
    expect(within(warning).getByRole('link', { name: openNo })).toHaveAttribute('href', `/erp/purchase/${String((open.body.data as Loose).id)}`);
    expect(warning).toHaveTextContent(`（草稿）${a.name} 2 台，已发 0 台`);

    // removing the line of model a: the warning goes, the figures follow
    fireEvent.click(within(group).getByRole('button', { name: '删除第 1 行' }));
    await waitFor(() => expect(within(group).queryByTestId('erp-open-lines')).toBeNull());
    expect(within(group).getByTestId('erp-lines-subtotal')).toHaveTextContent('¥9.49');
    expect(within(group).getByTestId('erp-lines-total')).toHaveTextContent('¥9.02');
    await waitFor(() => expect(within(group).getByRole('combobox', { name: '第 1 行 机型' })).toBeInTheDocument());

    // saved: the server's figures are the ones shown (949 fen, 47 fen off → 902)
    fireEvent.click(screen.getByRole('button', { name: /提\s*交|保\s*存/ }));
    await waitFor(async () => {
      const rows = await s.db.selectFrom('erp_purchase').select(['subtotal', 'discount_amount', 'total']).orderBy('id', 'desc').limit(1).execute();
      expect(rows[0]).toEqual({ subtotal: 949, discount_amount: 47, total: 902 });
    });
  });

  it('refuses a line without a model with the shared rule\'s message, naming the line', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const erp = await erpFixture(server, 0);
    const company = await server.db.selectFrom('erp_company').select('name').where('id', '=', erp.companyId).executeTakeFirstOrThrow();
    await storeSession(server, 'superadmin');
    renderApp('/erp/purchase');
    fireEvent.click(await screen.findByRole('button', { name: /新建采购单/ }, { timeout: 30_000 }));
    const group = await screen.findByRole('group', { name: '采购明细' }, { timeout: 30_000 });
    await pick(formItem('公司').querySelector('.ant-select') as HTMLElement, company.name);
    fireEvent.click(within(group).getByRole('button', { name: /添加一行/ }));
    await waitFor(() => expect(within(group).getByRole('combobox', { name: '第 1 行 机型' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: /提\s*交|保\s*存/ }));
    expect(await within(formItem('采购明细')).findByText('第 1 行：请选择机型')).toBeInTheDocument();
    expect(await server.db.selectFrom('erp_purchase').select('id').execute()).toEqual([]);
  });
});
