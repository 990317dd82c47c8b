import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../helpers/testServer.ts';
import { routeApiTo, storeSession } from '../helpers/uiApi.ts';
import { erpFixture, orderIn, serialsOf, stockIn, type Model } from '../api/erp/stockFixtures.ts';

/**
 * 设备档案 in the app against the in-process server: the page shows the serial's facts and each
 * section the server answered, every entry a link to its record (followed), a section the user
 * may not read is not rendered at all (staff: no sale, no decryption records), an unknown serial
 * says so, a bad one shows the server's reason, 打开其他序列号 opens another; and a serial in the
 * repairs list is a link to its file (the schema's serial display, SerialLink).
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Story {
  serial: string;
  spare: string;
  order: { id: number; no: string };
  repair: Loose;
}

/** A serial sold on an order, repaired once, and decrypted twice; `spare` a serial of the same model nobody knows. */
async function start(as: TestUser): Promise<Story> {
  const s = await createTestServer({ now: Date.now() });
  server = s;
  const erp = await erpFixture(s);
  const model = erp.models.find((m) => m.code === '05') as Model;
  const [serial, spare] = serialsOf(erp, model, 2);
  await stockIn(s, model.id, 2);
  const order = await orderIn(s, erp, [{ product_id: model.id, quantity: 1 }]);
  const shipped = await s.request('POST', `/erp/purchase/${order.id}/ship`, { as: 'superadmin', body: { version: 1, courier_no: 'SF123', lines: [{ line_id: order.lineIds[0], serials: [serial] }] } });
  expect(shipped.status).toBe(200);
  const repair = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: { service_mode: 'mail', serial, fault: '激光头不出光', customer_name: '王先生', customer_phone: '13800138001' } });
  expect(repair.status).toBe(200);
  for (const code of ['A1B2C3D4', 'A1B2C3D4']) expect((await s.request('POST', '/device/active-code', { as: 'superadmin', body: { serial, device_code: code } })).status).toBe(200);
  routeApiTo(s);
  await storeSession(s, as);
  return { serial, spare, order, repair: repair.body.data };
}

const LONG = { timeout: 20_000 };

describe('设备档案 (/device/file/:serial)', () => {
  it('as superadmin: the facts, the sale and every section, each entry a link that opens its record', { timeout: 90_000 }, async () => {
    const story = await start('superadmin');
    renderApp(`/device/file/${story.serial.toLowerCase()}`);
    expect(await screen.findByRole('heading', { name: `设备档案：${story.serial}` }, LONG)).toBeInTheDocument();
    const page = await screen.findByTestId('device-file', {}, LONG);
    expect(within(page).getByTestId('device-file-facts')).toHaveTextContent(`20${story.serial.slice(-4, -2)}-${story.serial.slice(-2)}`);
    const sale = within(page).getByRole('region', { name: '销售与发货' });
    expect(within(sale).getByRole('link', { name: story.order.no })).toHaveAttribute('href', `/erp/purchase/${story.order.id}`);
    expect(sale).toHaveTextContent('SF123');
    const decryptions = within(page).getByRole('region', { name: '解密记录' });
    expect(within(decryptions).getAllByTestId('device-file-entry')).toHaveLength(2);
    expect(decryptions).toHaveTextContent('共 2 条');
    for (const name of ['申请记录', '换货记录', '工单']) expect(within(page).getByRole('region', { name })).toHaveTextContent('没有记录');
    const repairs = within(page).getByRole('region', { name: '维修记录' });
    const link = within(repairs).getByRole('link', { name: String(story.repair.no) });
    expect(link).toHaveAttribute('href', `/repair/${String(story.repair.id)}`);
    fireEvent.click(link);
    await waitFor(() => expect(currentUrl()).toBe(`/repair/${String(story.repair.id)}`));
  });

  it('as staff: repairs shown; the sale and the decryption records not rendered at all', { timeout: 90_000 }, async () => {
    const story = await start('staff');
    renderApp(`/device/file/${story.serial}`);
    const page = await screen.findByTestId('device-file', {}, LONG);
    expect(within(page).getByRole('region', { name: '维修记录' })).toHaveTextContent(String(story.repair.no));
    expect(within(page).getByRole('region', { name: '工单' })).toBeInTheDocument();
    expect(within(page).queryByRole('region', { name: '销售与发货' })).toBeNull();
    expect(within(page).queryByRole('region', { name: '解密记录' })).toBeNull();
    expect(within(page).queryByRole('region', { name: '换货记录' })).toBeNull();
    expect(page).not.toHaveTextContent(story.order.no);
  });

  it('an unknown serial says so; 打开其他序列号 refuses a bad one and opens a good one; a bad address shows the reason', { timeout: 90_000 }, async () => {
    const story = await start('superadmin');
    renderApp(`/device/file/${story.spare}`);
    expect(await screen.findByTestId('device-file-unknown', {}, LONG)).toHaveTextContent('系统中还没有这台设备的记录');
    const search = screen.getByRole('searchbox', { name: '打开其他序列号' });
    fireEvent.change(search, { target: { value: 'SUP123' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('「SUP123」不是有效的序列号')).toHaveAttribute('role', 'alert');
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl()).toBe(`/device/file/${story.spare}`);
    fireEvent.change(search, { target: { value: ` ${story.serial.toLowerCase()} ` } });
    // the input leaves its error state: look it up again
    const again = screen.getByRole('searchbox', { name: '打开其他序列号' });
    expect(again).toHaveValue(` ${story.serial.toLowerCase()} `);
    fireEvent.click(screen.getByRole('button', { name: '打开档案' }));
    await waitFor(() => expect(currentUrl()).toBe(`/device/file/${story.serial}`));
    expect(await screen.findByRole('region', { name: '维修记录' }, LONG)).toHaveTextContent(String(story.repair.no));

    window.history.pushState(null, '', '/device/file/NOT-A-SERIAL');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText(/设备档案加载失败：.*不是有效的序列号/, {}, LONG)).toBeInTheDocument();
  });
});

describe('a serial shown in a list links to its device file', () => {
  it('repairs list (staff): the serial is a link 打开设备档案 …, followed to the file', { timeout: 90_000 }, async () => {
    const story = await start('staff');
    renderApp('/repair/list');
    const link = await screen.findByRole('link', { name: `打开设备档案 ${story.serial}` }, LONG);
    expect(link).toHaveAttribute('href', `/device/file/${story.serial}`);
    expect(link).toHaveTextContent(story.serial);
    fireEvent.click(link);
    await waitFor(() => expect(currentUrl()).toBe(`/device/file/${story.serial}`));
    expect(await screen.findByRole('heading', { name: `设备档案：${story.serial}` }, LONG)).toBeInTheDocument();
  });

  it('解密记录 (admin): the serial still opens its history drawer, and 档案 beside it opens the file', { timeout: 90_000 }, async () => {
    const story = await start('admin');
    renderApp('/device/active-log');
    // each row's serial cell is a lazy display: wait for both rows' links
    await waitFor(() => expect(screen.getAllByRole('link', { name: `打开设备档案 ${story.serial}` })).toHaveLength(2), LONG);
    const files = screen.getAllByRole('link', { name: `打开设备档案 ${story.serial}` });
    expect(files[0]).toHaveTextContent('档案');
    expect(screen.getAllByRole('button', { name: `查看序列号 ${story.serial} 的全部请求` })).toHaveLength(2);
    fireEvent.click(files[0]);
    await waitFor(() => expect(currentUrl()).toBe(`/device/file/${story.serial}`));
  });
});
