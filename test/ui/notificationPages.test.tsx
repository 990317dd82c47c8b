import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/domain/chinaTime.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { insertOutboxRow } from '../api/notifications/outboxRows.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
  delete (window as { __ranScript?: boolean }).__ranScript;
});

const HOUR = 3_600_000;

describe('the notification pages with the real server', () => {
  it('短信: a failed row shows its reason; expanded, its attempts; 重发 asks, then the new row is listed', { timeout: 120_000 }, async () => {
    server = await useRealApi({ seed: false });
    const at = (h: number) => new Date(server!.clock.now() - h * HOUR).toISOString();
    const failed = await insertOutboxRow(
      server.db,
      { channel: 'sms', recipient: '13912345678', template_code: 'repair_status_changed', content: '【激光服务】您的维修单 WX20261120001 已完成，请到店取机。', segments: 1, send_state: 'failed', error: '号码已停机', created_at: at(3) },
      [
        { attempt: 1, started_at: at(3), finished_at: at(3), result: 'retry', error: '网关超时', provider_message_id: null },
        { attempt: 2, started_at: at(2), finished_at: at(2), result: 'failed', error: '号码已停机', provider_message_id: 'sms-2' },
      ],
    );
    await storeSession(server, 'admin');
    renderApp('/notification/phmsg');
    const rowOf = async () => (await screen.findAllByText('13912345678', {}, { timeout: 30000 }))[0].closest('tr.ant-table-row') as HTMLElement;
    const row = await rowOf();
    expect(within(row).getByText('失败')).toBeInTheDocument();
    expect(within(row).getByText('号码已停机')).toBeInTheDocument();
    // the template by its declared name, its code in the tooltip
    expect(await within(row).findByText('维修状态变更', {}, { timeout: 20000 })).toHaveAttribute('title', 'repair_status_changed');
    expect(screen.getByText(/共 1 条/)).toBeInTheDocument();
    // no SMS vendor configured: the page says the messages are only recorded
    expect(await screen.findByTestId('provider-notice', {}, { timeout: 20000 })).toHaveTextContent('未配置短信服务商，只记录不发出');

    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    const detail = await screen.findByTestId('nt-detail', {}, { timeout: 30000 });
    expect(within(detail).getByTestId('attempt-1')).toHaveTextContent('第 1 次尝试');
    expect(within(detail).getByTestId('attempt-1')).toHaveTextContent('网关超时');
    expect(within(detail).getByTestId('attempt-2')).toHaveTextContent('sms-2');
    expect(within(detail).getByTestId('nt-reason')).toHaveTextContent('原因：号码已停机');
    expect(detail).toHaveTextContent('已完成，请到店取机');

    fireEvent.click(await within(await rowOf()).findByRole('button', { name: '重发' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('原记录保持不变');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByText(/共 2 条/)).toBeInTheDocument(), { timeout: 30000 });
    const made = await server.db.selectFrom('notification').select(['id', 'resend_of', 'trigger']).where('resend_of', '=', failed).executeTakeFirstOrThrow();
    expect(made.trigger).toBe('resend');
    expect(screen.getAllByText('13912345678')).toHaveLength(2);
  });

  it('邮件详情: the HTML in a sandboxed iframe that runs no script, the variables, the attempts and 重发 with its new row', { timeout: 120_000 }, async () => {
    server = await useRealApi({ seed: false });
    const created = new Date(server.clock.now() - HOUR).toISOString();
    const html = '<p>尊敬的张先生：您的设备已修好。</p><script>window.parent.__ranScript = true;</script>';
    const id = await insertOutboxRow(
      server.db,
      { channel: 'email', recipient: 'zhang@example.cn', subject: '维修完成通知', template_code: 'repair_done', content: html, variables_json: JSON.stringify({ name: '张先生', no: 'WX20261120001' }), send_state: 'sent', receipt_state: 'delivered', provider_message_id: '<abc@laser-demo.cn>', created_at: created },
      [{ attempt: 1, started_at: created, finished_at: created, result: 'sent', error: null, provider_message_id: '<abc@laser-demo.cn>' }],
    );
    await storeSession(server, 'admin');
    renderApp(`/notification/email/detail?id=${String(id)}`);
    const frame = await screen.findByTestId('email-body', {}, { timeout: 30000 });
    expect(frame.getAttribute('sandbox')).toBe('');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain(`content="default-src 'none';`);
    expect(doc).toContain('您的设备已修好');
    expect((window as { __ranScript?: boolean }).__ranScript).toBeUndefined();
    const variables = screen.getByTestId('nt-variables');
    expect(within(variables).getByRole('row', { name: /name 张先生/ })).toBeInTheDocument();
    expect(within(variables).getByRole('row', { name: /no WX20261120001/ })).toBeInTheDocument();
    expect(screen.getByTestId('attempt-1')).toHaveTextContent('成功');
    expect(screen.getAllByText('维修完成通知').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: /重\s*发/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const made = await waitFor(async () => server!.db.selectFrom('notification').select('id').where('resend_of', '=', id).executeTakeFirstOrThrow(), { timeout: 30000 });
    const related = await screen.findByTestId(`related-${String(made.id)}`, {}, { timeout: 30000 });
    expect(within(related).getByRole('link', { name: `#${String(made.id)}` })).toHaveAttribute('href', `/notification/email/detail?id=${String(made.id)}`);
  });

  it('统计: the figures, a chart’s figures as text, the success rates and the top errors', { timeout: 120_000 }, async () => {
    server = await useRealApi({ seed: false });
    const now = server.clock.now();
    const at = (h: number) => new Date(now - h * HOUR).toISOString();
    await insertOutboxRow(server.db, { channel: 'email', send_state: 'sent', receipt_state: 'delivered', created_at: at(1) });
    await insertOutboxRow(server.db, { channel: 'email', send_state: 'failed', error: 'SMTP 550 用户不存在', created_at: at(2) });
    await insertOutboxRow(server.db, { channel: 'sms', send_state: 'failed', error: '号码已停机', created_at: at(3) });
    await insertOutboxRow(server.db, { channel: 'sms', send_state: 'failed', error: '号码已停机', created_at: at(4) });
    await insertOutboxRow(server.db, { channel: 'wechat', send_state: 'skipped', error: '微信渠道已关闭', created_at: at(5) });
    await storeSession(server, 'admin');
    renderApp('/notification/stat');
    await waitFor(() => expect(screen.getByTestId('stat-total')).toHaveTextContent('5'), { timeout: 30000 });
    expect(screen.getByTestId('stat-sent')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-failed')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-delivered')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-rate')).toHaveTextContent('25%');
    const today = chinaDate(now);
    expect(screen.getByRole('table', { name: '每日发送（全部渠道）' })).toHaveTextContent(today);
    expect(screen.getByTestId('stat-rates').getElementsByTagName('figure')[0]).toHaveAccessibleDescription(/邮件 50%（成功 1 \/ 失败 1）.*短信 0%/);
    const errors = within(screen.getByTestId('stat-topErrors'));
    expect(errors.getByRole('row', { name: /号码已停机 短信 2/ })).toBeInTheDocument();
    expect(errors.queryByText('微信渠道已关闭')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '短信' }));
    await waitFor(() => expect(screen.getByRole('table', { name: '每日发送（短信）' })).toBeInTheDocument());
  });
});
