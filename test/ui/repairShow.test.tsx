import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Repair = { id: number; no: string; status: string; version: number };

/** The first pending ordinary repair of the demo data (of a service mode, when given). */
async function pendingRepair(mode?: string): Promise<Repair> {
  const res = await server!.request('GET', `/needs/manage-repairs?type=1&status=pending&pageSize=1${mode ? `&service_mode=${mode}` : ''}`, { as: 'admin' });
  const found = (res.body as unknown as { data: { list: Repair[] } }).data.list[0];
  expect(found, `a pending ${mode ?? ''} repair in the demo data`).toBeDefined();
  return found;
}

const actionButton = (name: string) => document.querySelector(`button[data-action="${name}"]`) as HTMLButtonElement;

describe('repair detail page', () => {
  it('shows the descriptions and the history', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const repair = await pendingRepair();
    renderApp(`/repair/${repair.id}`);
    expect(await screen.findByText('维修单号', {}, { timeout: 10000 })).toBeInTheDocument();
    expect((await screen.findAllByText(repair.no)).length).toBeGreaterThan(0);
    expect(await screen.findByText('状态历史')).toBeInTheDocument();
    expect((await screen.findAllByTestId('history-entry')).length).toBeGreaterThan(0);
    expect(screen.getByText('跟进记录')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`维修详情 · ${repair.no} - 激光设备服务管理后台`));
  });

  it('disables an action the state forbids, with its reason', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const repair = await pendingRepair();
    renderApp(`/repair/${repair.id}`);
    await waitFor(() => expect(actionButton('receive')).toBeEnabled(), { timeout: 10000 });
    // only the actions a pending repair can take are buttons; the rest wait under 更多
    expect(actionButton('finish')).toBeNull();
    fireEvent.click(screen.getByTestId('actions-more'));
    const finish = actionButton('finish');
    expect(finish).toHaveAttribute('aria-disabled', 'true');
    expect(finish).toHaveAccessibleDescription('当前状态「待受理」不能维修完成');
    fireEvent.mouseEnter(finish.parentElement as HTMLElement);
    fireEvent.mouseOver(finish.parentElement as HTMLElement);
    await waitFor(() => expect(document.querySelector('.ant-tooltip-inner')).toHaveTextContent('当前状态「待受理」不能维修完成'), { timeout: 5000 });
  });

  it('a mail-in 确认收件 asks for the courier number in one dialog, and one click on 确定 performs it', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const repair = await pendingRepair('mail');
    renderApp(`/repair/${repair.id}`);
    await waitFor(() => expect(actionButton('receive')).toBeEnabled(), { timeout: 10000 });
    fireEvent.click(actionButton('receive'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认已收到客户寄来的设备？')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('寄入快递单号'), { target: { value: 'SF1234567890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => {
      const res = await server!.request('GET', `/needs/manage-repair/${repair.id}`, { as: 'admin' });
      expect((res.body as unknown as { data: Repair }).data).toMatchObject({ status: 'received', express_in: 'SF1234567890' });
    }, { timeout: 10000 });
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(0);
    await waitFor(() => expect(actionButton('inspect')).toBeEnabled(), { timeout: 10000 });
    // a received repair cannot be received again: 确认收件 moved under 更多
    expect(actionButton('receive')).toBeNull();
    expect((await screen.findAllByText('已收件')).length).toBeGreaterThan(0);
  });

  it('a walk-in 确认收件 asks for no courier number and says the customer brought the device', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const repair = await pendingRepair('store');
    renderApp(`/repair/${repair.id}`);
    await waitFor(() => expect(actionButton('receive')).toBeEnabled(), { timeout: 10000 });
    fireEvent.click(actionButton('receive'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认客户已将设备送到店？')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('寄入快递单号')).toBeNull();
    expect(dialog.textContent).not.toContain('寄来');
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '客户到店交机' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => {
      const res = await server!.request('GET', `/needs/manage-repair/${repair.id}`, { as: 'admin' });
      expect((res.body as unknown as { data: Repair }).data).toMatchObject({ status: 'received', express_in: null });
    }, { timeout: 10000 });
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(0);
  });

  it('moves an ordinary repair opened on the quick-repair path to its own detail path', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const repair = await pendingRepair();
    renderApp(`/repair/quickrp/${repair.id}`);
    await waitFor(() => expect(currentUrl()).toBe(`/repair/${repair.id}`), { timeout: 10000 });
    expect(await screen.findByText('维修单号', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
