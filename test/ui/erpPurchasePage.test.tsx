import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { erpFixture, serialsOf, type Erp } from '../api/erp/stockFixtures.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import type { Loose, TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * 采购单详情 (/erp/purchase/:id) against the in-process server: the steps' buttons disabled with
 * the state table's reason (read out and in the tooltip) and enabled where allowed, a step taken
 * through its dialog (提交审核 → 待审核, the buttons following); 发货 checking each typed serial one
 * by one (a valid one marked, one already shipped marked with its order) and the server's 409 (the
 * stock) shown in the dialog with nothing changed; the print sheet with 大写金额; axe.
 */

configure({ asyncUtilTimeout: 10_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function expectAccessible(container: HTMLElement): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const step = (name: string): HTMLElement => {
  const el = document.querySelector(`[data-testid="erp-steps"] [data-step="${name}"]`);
  if (!el) throw new Error(`no step ${name}`);
  return el as HTMLElement;
};
const reasonOf = (name: string): string | null => (step(name).getAttribute('aria-disabled') === 'true' ? step(name).getAttribute('data-reason') : null);

async function draftOrder(s: TestServer, rate = 5): Promise<{ s: TestServer; erp: Erp; order: Loose }> {
  const erp = await erpFixture(s, rate);
  const res = await s.request('POST', '/erp/purchase', { as: 'superadmin', body: { company_id: erp.companyId, lines: [{ product_id: erp.models[0].id, quantity: 2, unit_price: 10_000, discount_rate: 0 }] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await storeSession(s, 'superadmin');
  return { s, erp, order: res.body.data as Loose };
}

async function stepTo(s: TestServer, id: number, name: string): Promise<void> {
  const version = (await s.db.selectFrom('erp_purchase').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
  const res = await s.request('POST', `/erp/purchase/${id}/${name}`, { as: 'superadmin', body: { version } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('采购单详情 (/erp/purchase/:id)', () => {
  it('disables each step with its reason by state, takes 提交审核 through its dialog, and prints 大写金额', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const { order } = await draftOrder(server);
    const view = renderApp(`/erp/purchase/${String(order.id)}`);
    expect(await screen.findByTestId('erp-purchase-title', {}, { timeout: 30_000 })).toHaveTextContent(`采购单 ${String(order.no)}`);
    expect(screen.getByTestId('erp-purchase-state')).toHaveTextContent('草稿');
    // 2 × ¥100 = ¥200, the group's 5 % = ¥10, total ¥190
    expect(screen.getByTestId('erp-amount-subtotal')).toHaveTextContent('¥200.00');
    expect(screen.getByTestId('erp-amount-discount')).toHaveTextContent('-¥10.00');
    expect(screen.getByTestId('erp-amount-total')).toHaveTextContent('¥190.00');
    expect(screen.getByTestId('erp-amount-due')).toHaveTextContent('¥190.00');

    expect(reasonOf('submit')).toBeNull();
    expect(reasonOf('approve')).toBe('草稿的采购单不能审核');
    expect(reasonOf('ship')).toBe('草稿的采购单不能发货');
    expect(reasonOf('pay')).toBe('草稿的采购单不能收款');
    expect(reasonOf('returnSerials')).toBe('草稿的采购单没有可退货的设备');
    expect(reasonOf('cancel')).toBeNull();
    // the reason is the refused button's accessible description
    const approve = step('approve');
    expect(document.getElementById(approve.getAttribute('aria-describedby') ?? '')).toHaveTextContent('草稿的采购单不能审核');
    // a refused button opens nothing
    fireEvent.click(approve);
    expect(screen.queryByRole('dialog')).toBeNull();
    const edit = within(screen.getByTestId('erp-steps')).getByRole('button', { name: /编\s*辑/ });
    expect(edit).not.toHaveAttribute('aria-disabled');

    // 大写金额 on the print sheet (hidden on screen, the only thing printed)
    expect(screen.getByTestId('erp-print-words')).toHaveTextContent('人民币壹佰玖拾元整');
    expect(within(screen.getByTestId('erp-print')).getByText(String(order.no), { exact: false })).toBeInTheDocument();
    await expectAccessible(view.container);

    fireEvent.click(step('submit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`提交采购单 ${String(order.no)} 等待审核？`);
    fireEvent.click(within(dialog).getByTestId('erp-step-ok'));
    await waitFor(() => expect(screen.getByTestId('erp-purchase-state')).toHaveTextContent('待审核'));
    await waitFor(() => expect(reasonOf('approve')).toBeNull());
    expect(reasonOf('submit')).toBe('待审核的采购单不能提交审核');
    expect(within(screen.getByTestId('erp-steps')).getByRole('button', { name: /编\s*辑/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByTestId('erp-history-item').some((e) => e.textContent?.includes('草稿 → 待审核'))).toBe(true);
  });

  it('发货 marks each serial before sending (valid; already shipped, naming its order) and shows the server\'s 409 in the dialog', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const { s, erp, order } = await draftOrder(server, 0);
    const id = Number(order.id);
    const model = erp.models[0];
    // another order of the same model already shipped one serial (stock put in for it)
    const other = await s.request('POST', '/erp/purchase', { as: 'superadmin', body: { company_id: erp.companyId, lines: [{ product_id: model.id, quantity: 1, unit_price: 100, discount_rate: 0 }] } });
    const otherId = Number((other.body.data as Loose).id);
    for (const n of ['submit', 'approve']) await stepTo(s, otherId, n);
    for (const n of ['submit', 'approve']) await stepTo(s, id, n);
    const stockIn = await s.request('POST', '/erp/stock/adjust', { as: 'superadmin', body: { product_id: model.id, kind: 'stock_in', quantity: 1, reason: '测试入库' } });
    expect(stockIn.status, JSON.stringify(stockIn.body)).toBe(200);
    const [sent, fresh] = serialsOf(erp, model, 2);
    const otherVersion = (await s.db.selectFrom('erp_purchase').select('version').where('id', '=', otherId).executeTakeFirstOrThrow()).version;
    const otherLine = (await s.db.selectFrom('erp_purchase_line').select('id').where('purchase_id', '=', otherId).executeTakeFirstOrThrow()).id;
    const shipped = await s.request('POST', `/erp/purchase/${otherId}/ship`, { as: 'superadmin', body: { version: otherVersion, courier_no: 'SF1', lines: [{ line_id: otherLine, serials: [sent] }] } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    // the stock is now 0: shipping the fresh serial on this order is refused by the server

    renderApp(`/erp/purchase/${id}`);
    expect(await screen.findByTestId('erp-purchase-state', {}, { timeout: 30_000 })).toHaveTextContent('已审核');
    expect(reasonOf('ship')).toBeNull();
    expect(reasonOf('approve')).toBe('已审核的采购单不能审核');
    fireEvent.click(step('ship'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('快递单号'), { target: { value: 'SF1234567890' } });
    const area = within(dialog).getByTestId('erp-ship-serials-0');
    fireEvent.change(area, { target: { value: `${sent.toLowerCase()}\n${fresh}` } });
    fireEvent.blur(area);
    const marks = await within(dialog).findByTestId('erp-ship-marks');
    await waitFor(() => expect(marks.querySelector(`[data-serial="${sent}"]`)).toHaveAttribute('data-valid', 'false'));
    expect(marks.querySelector(`[data-serial="${sent}"]`)).toHaveTextContent(`序列号「${sent}」已随采购单 ${String((other.body.data as Loose).no)} 发出`);
    await waitFor(() => expect(marks.querySelector(`[data-serial="${fresh}"]`)).toHaveAttribute('data-valid', 'true'));
    // the marked serial keeps the dialog from sending
    fireEvent.click(within(dialog).getByTestId('erp-step-ok'));
    expect(await within(dialog).findByText(`序列号「${sent}」不能发货，见下方说明`)).toBeInTheDocument();

    // only the fresh one: the server refuses it (no stock), the dialog shows why and stays open
    fireEvent.change(area, { target: { value: fresh } });
    fireEvent.click(within(dialog).getByTestId('erp-step-ok'));
    const error = await within(dialog).findByTestId('erp-step-error');
    expect(error).toHaveTextContent(`库存不足：「${model.name}」在库 0 台`);
    expect(screen.getByTestId('erp-purchase-state')).toHaveTextContent('已审核');
    expect((await s.db.selectFrom('erp_purchase').select(['state', 'shipped_quantity']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ state: 'approved', shipped_quantity: 0 });
  });
});
