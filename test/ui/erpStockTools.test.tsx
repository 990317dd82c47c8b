import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { routeApiTo, storeSession } from '../helpers/uiApi.ts';

/**
 * 库存's panel against the server: 库存调整 / 入库 (model, kind, signed quantity, reason) moves the
 * stock and the list rereads; a move below zero shows the server's refusal in the dialog and
 * changes nothing; a row opens its model's latest moves; 库存流水 opens the ledger with the move and its reason; the button is not shown
 * to a holder of get_erp_stock without adjust_erp_stock; 可用 below zero is red with 缺 N.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(): Promise<{ s: TestServer; modelId: number }> {
  const now = Date.now();
  const s = await createTestServer({ now });
  const at = new Date(now).toISOString();
  const m = await s.db.insertInto('product_model').values({ name: 'F2 光纤打标机', code: '01', letters: 'AB', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  routeApiTo(s);
  return { s, modelId: Number(m.id) };
}

const onHand = async (s: TestServer, modelId: number): Promise<number> =>
  Number((await s.db.selectFrom('erp_stock').select('on_hand').where('product_id', '=', modelId).executeTakeFirst())?.on_hand ?? 0);

async function pick(label: string, option: string, within_: HTMLElement): Promise<void> {
  fireEvent.mouseDown(within(within_).getByLabelText(label));
  const choices = await screen.findAllByTitle(option, {}, { timeout: 10_000 });
  fireEvent.click(choices[choices.length - 1]);
}

describe('库存调整 / 入库 and 库存流水', () => {
  it('adjusts with a reason, refuses below zero with the server\'s message, and the ledger shows the move', { timeout: 120_000 }, async () => {
    const { s, modelId } = await start();
    server = s;
    await storeSession(s, 'superadmin');
    renderApp('/erp/stock');
    fireEvent.click(await screen.findByTestId('erp-stock-adjust', {}, { timeout: 30_000 }));
    let dialog = await screen.findByRole('dialog', { name: '库存调整 / 入库' });
    await pick('机型', 'F2 光纤打标机', dialog);
    await pick('类型', '入库', dialog);
    fireEvent.change(within(dialog).getByLabelText('数量（台）'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '首批到货' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('「F2 光纤打标机」入库 +12 台，结存 12 台', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await onHand(s, modelId)).toBe(12);
    await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).toHaveTextContent('F2 光纤打标机'), { timeout: 15_000 });

    // below zero: the server's 409 in the dialog, nothing moved
    fireEvent.click(screen.getByTestId('erp-stock-adjust'));
    dialog = await screen.findByRole('dialog', { name: '库存调整 / 入库' });
    await pick('机型', 'F2 光纤打标机', dialog);
    fireEvent.change(within(dialog).getByLabelText('数量（台）'), { target: { value: '-20' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '盘亏' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await within(dialog).findByTestId('erp-stock-refusal', {}, { timeout: 15_000 })).toHaveTextContent('库存调整失败：库存不足：「F2 光纤打标机」在库 12 台，盘点调整需要 20 台');
    expect(await onHand(s, modelId)).toBe(12);
    fireEvent.change(within(dialog).getByLabelText('数量（台）'), { target: { value: '-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('「F2 光纤打标机」盘点调整 -2 台，结存 10 台', {}, { timeout: 15_000 })).toBeInTheDocument();

    // the row opened: the model's latest moves
    const stockRow = document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row')!;
    fireEvent.click(within(stockRow).getByRole('button', { name: /展开/ }));
    expect(await screen.findByTestId('erp-stock-rows', {}, { timeout: 15_000 })).toHaveTextContent('「F2 光纤打标机」最近 2 条流水（在库 10，已预留 0，可用 10）');
    expect(within(screen.getByTestId('erp-stock-rows')).getAllByRole('row')).toHaveLength(3);

    // 库存流水: both moves, newest first, each with its reason and balance
    fireEvent.click(screen.getByTestId('erp-ledger-open'));
    const drawer = await screen.findByRole('dialog', { name: '库存流水（全部机型）' });
    await waitFor(() => expect(within(drawer).getAllByRole('row')).toHaveLength(3), { timeout: 15_000 });
    const rows = within(drawer).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('盘点调整');
    expect(rows[0]).toHaveTextContent('-2');
    expect(rows[0]).toHaveTextContent('盘亏');
    expect(rows[1]).toHaveTextContent('+12');
    expect(rows[1]).toHaveTextContent('首批到货');
    expect(within(drawer).getByText('共 2 条')).toBeInTheDocument();
    await pick('类型', '入库', drawer);
    fireEvent.click(within(drawer).getByTestId('erp-ledger-search'));
    await waitFor(() => expect(within(drawer).getAllByRole('row')).toHaveLength(2), { timeout: 15_000 });
    expect(within(drawer).getAllByRole('row')[1]).toHaveTextContent('首批到货');
    fireEvent.click(within(drawer).getByRole('button', { name: /^重\s*置$/ }));
    await waitFor(() => expect(within(drawer).getAllByRole('row')).toHaveLength(3), { timeout: 15_000 });
  });

  it('is not offered to a holder of get_erp_stock alone; 可用 below zero is red with 缺 N', { timeout: 120_000 }, async () => {
    const { s, modelId } = await start();
    server = s;
    const admin = await s.db.selectFrom('admin').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await s.db.insertInto('admin_permission').values({ admin_id: admin.id, action: 'get_erp_stock' }).execute();
    await s.db.insertInto('erp_stock').values({ product_id: modelId, on_hand: 3, reserved: 5, available: -2, updated_at: new Date().toISOString() }).execute();
    await storeSession(s, 'admin');
    renderApp('/erp/stock');
    const short = await screen.findByTestId('erp-stock-short', {}, { timeout: 30_000 });
    expect(short).toHaveTextContent('-2缺 2');
    expect(short).toHaveAttribute('title', '可用 -2 台：已预留的比在库的多 2 台');
    expect(screen.getByTestId('erp-ledger-open')).toBeInTheDocument();
    expect(screen.queryByTestId('erp-stock-adjust')).toBeNull();
  });
});
