import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('邮件模板 (the schema screens of the declared `templates`)', () => {
  it('lists templates with 详情 links to /system/template/detail?id=N', async () => {
    server = await useRealApi({ seed: false });
    const made = await server.request('POST', '/system/template', { as: 'superadmin', body: { code: 'repair_received', name: '已收件通知', subject: '设备已收到 {{repair_no}}', body: '<p>您好 {{customer_name}}</p>' } });
    await storeSession(server, 'superadmin');
    renderApp('/system/template');
    const row = (await screen.findByText('repair_received', {}, { timeout: 20000 })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: /详\s*情/ })).toHaveAttribute('href', `/system/template/detail?id=${made.body.data.id}`);
    expect(await screen.findByText(/共\s*1\s*条/)).toBeInTheDocument();
  }, 60_000);

  it('the detail page (id in the query) previews the stored body in a sandboxed iframe filled with the sample, and offers the test send', async () => {
    server = await useRealApi({ seed: false });
    const made = await server.request('POST', '/system/template', {
      as: 'superadmin',
      body: { code: 'shipped', name: '已寄回通知', subject: '设备已寄回 {{repair_no}}', body: '<p>您好 {{customer_name}}</p><script>parent.x=1</script>', sample: { customer_name: '刘芳', repair_no: 'WX1' } },
    });
    await storeSession(server, 'superadmin');
    renderApp(`/system/template/detail?id=${made.body.data.id}`);
    const frame = (await screen.findByTestId('template-preview', {}, { timeout: 20000 })) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>您好 刘芳</p>');
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('设备已寄回 WX1');
    expect(screen.getByText('{{customer_name}}')).toBeInTheDocument();
    fireEvent.click(screen.getByText(/发送测试邮件/, { selector: 'button span' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('收件邮箱'), { target: { value: 'not-an-email' } });
    await waitFor(() => expect(within(dialog).getByLabelText('收件邮箱')).toHaveValue('not-an-email'));
  }, 60_000);
});
