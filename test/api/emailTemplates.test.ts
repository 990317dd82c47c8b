import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { startSmtpSink } from '../helpers/smtpSink.ts';

let s: TestServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const BODY = '<p onclick="steal()">您好 {{customer_name}}</p><script>parent.document.title="pwned"</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">链接</a><a href="{{link}}">查看</a><img src="https://cdn.example/logo.png" onerror="x()">';

const create = (body: Record<string, unknown>) => s.request('POST', '/system/template', { as: 'superadmin', body });

describe('email templates', () => {
  it('stores the body sanitised: no script, iframe, event handlers or javascript: links; variables survive', async () => {
    const res = await create({ code: 'repair_received', name: '已收件', subject: '设备已收到 {{repair_no}}', body: BODY, sample: { customer_name: '陈志强' } });
    expect(res.status).toBe(200);
    const body = String(res.body.data.body);
    expect(body).not.toMatch(/<script|<iframe|onclick|onerror|javascript:/i);
    expect(body).toContain('{{customer_name}}');
    expect(body).toContain('href="{{link}}"');
    expect(body).toContain('<img src="https://cdn.example/logo.png"');
    expect(res.body.data.variables).toEqual(['repair_no', 'customer_name', 'link']);
    const stored = await s.db.selectFrom('email_template').select('body').executeTakeFirstOrThrow();
    expect(stored.body).not.toContain('<script');
  });

  it('lists, reads, updates with the version (sanitising again) and deletes', async () => {
    const id = Number((await create({ code: 'a_tpl', name: '模板', subject: '主题', body: '<p>正文</p>' })).body.data.id);
    expect((await s.request('GET', '/system/template', { as: 'superadmin' })).body.data.total).toBe(1);
    expect((await s.request('GET', `/system/template/${id}`, { as: 'superadmin' })).body.data.code).toBe('a_tpl');
    const upd = await s.request('PUT', `/system/template/${id}`, { as: 'superadmin', body: { version: 1, body: '<p>新</p><script>x</script>' } });
    expect(upd.status).toBe(200);
    expect(upd.body.data.body).toBe('<p>新</p>');
    expect((await s.request('PUT', `/system/template/${id}`, { as: 'superadmin', body: { version: 1, name: 'x' } })).status).toBe(409);
    expect((await s.request('DELETE', `/system/template/${id}?version=2`, { as: 'superadmin' })).status).toBe(200);
    expect((await s.request('GET', `/system/template/${id}`, { as: 'superadmin' })).status).toBe(404);
  });

  it('bad input: duplicate code 409, broken mustache 400, missing subject 400, admin without the right 403', async () => {
    await create({ code: 'dup', name: '一', subject: '主题', body: '<p>x</p>' });
    expect((await create({ code: 'dup', name: '二', subject: '主题', body: '<p>x</p>' })).status).toBe(409);
    const broken = await create({ code: 'broken', name: '坏', subject: '主题', body: '<p>{{#items}}没有结束</p>' });
    expect(broken.status).toBe(400);
    expect(String(broken.body.message)).toContain('「邮件正文」的变量写法不正确');
    expect((await create({ code: 'nosubject', name: '无主题', subject: '', body: '<p>x</p>' })).status).toBe(400);
    expect((await s.request('GET', '/system/template', { as: 'admin' })).status).toBe(403);
  });

  it('the code is createOnly; hooks: the sample must be a JSON object, the list is the engine list searched by code or name', async () => {
    const made = await create({ code: 'repair_done', name: '维修完成', subject: '维修完成 {{repair_no}}', body: '<p>{{customer_name}}</p>' });
    const id = Number(made.body.data.id);
    expect(made.body.data.sample).toEqual({});
    const code = await s.request('PUT', `/system/template/${id}`, { as: 'superadmin', body: { version: 1, code: 'other_code' } });
    expect(code.status).toBe(400);
    expect(String(code.body.message)).toContain('不允许修改的字段：code');
    const sample = await s.request('PUT', `/system/template/${id}`, { as: 'superadmin', body: { version: 1, sample: [1, 2] } });
    expect(sample.status).toBe(400);
    expect(String(sample.body.message)).toContain('「示例变量」必须是 JSON 对象');
    const ok = await s.request('PUT', `/system/template/${id}`, { as: 'superadmin', body: { version: 1, sample: { repair_no: 'WX1' } } });
    expect(ok.body.data.sample).toEqual({ repair_no: 'WX1' });
    expect(ok.body.data.variables).toEqual(['repair_no', 'customer_name']);
    await create({ code: 'shipped_back', name: '已寄回', subject: '主题', body: '<p>x</p>' });
    const list = await s.request('GET', '/system/template?q=repair&pageSize=1', { as: 'superadmin' });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].code).toBe('repair_done');
    expect((await s.request('GET', '/system/template?q=已寄', { as: 'superadmin' })).body.data.list.map((r) => r.code)).toEqual(['shipped_back']);
  });

  it('test send: renders the variables and delivers through SMTP to the local sink', async () => {
    await s.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_host', name: 'SMTP', type: 'string', value: '127.0.0.1' } });
    await s.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_port', name: '端口', type: 'number', value: sink.port } });
    await s.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_secure', name: 'SSL', type: 'boolean', value: false } });
    await s.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_from', name: '发件人', type: 'string', value: 'service@laser-demo.cn' } });
    const id = Number((await create({ code: 'shipped', name: '已寄回', subject: '设备已寄回 {{repair_no}}', body: '<p>您好 {{customer_name}}</p>', sample: { customer_name: '刘芳', repair_no: 'WX1' } })).body.data.id);
    const before = sink.mails.length;
    const res = await s.request('POST', `/system/template/${id}/test`, { as: 'superadmin', body: { to: 'qa@example.com', variables: { customer_name: '<b>王伟</b>', repair_no: 'WX202611220001' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sink.mails.length).toBe(before + 1);
    const mail = sink.mails[sink.mails.length - 1];
    expect(mail.to).toEqual(['qa@example.com']);
    expect(mail.from).toBe('service@laser-demo.cn');
    const subject = Buffer.concat([...mail.raw.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/g)].map((m) => Buffer.from(m[1], 'base64'))).toString('utf8');
    expect(subject).toBe('[测试] 设备已寄回 WX202611220001');
    const html = mail.raw.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/=\r\n/g, '');
    const bytes = Buffer.from(html.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
    expect(bytes).toContain('<p>您好 &lt;b&gt;王伟&lt;/b&gt;</p>');
  });

  it('test send: a bad address is 400; no SMTP server configured is a clear 400; unreachable is 502', async () => {
    const id = Number((await create({ code: 'plain', name: '简单', subject: '主题', body: '<p>x</p>' })).body.data.id);
    expect((await s.request('POST', `/system/template/${id}/test`, { as: 'superadmin', body: { to: 'not-an-email' } })).status).toBe(400);
    const none = await s.request('POST', `/system/template/${id}/test`, { as: 'superadmin', body: { to: 'qa@example.com' } });
    expect(none.status).toBe(400);
    expect(String(none.body.message)).toContain('smtp_host');
    await s.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_host', name: 'SMTP', type: 'string', value: '127.0.0.1' } });
    await s.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_port', name: '端口', type: 'number', value: 1 } });
    const down = await s.request('POST', `/system/template/${id}/test`, { as: 'superadmin', body: { to: 'qa@example.com' } });
    expect(down.status).toBe(502);
    expect(String(down.body.message)).toContain('邮件发送失败');
  });
});
