import { defineEndpoints } from './define.ts';

/**
 * Email templates (/system/template): a subject and an HTML body with mustache variables
 * (`{{customer_name}}`); the server sanitises the body it stores and what it sends; a test send
 * goes through SMTP (system config `smtp_*`, else env `SMTP_*`).
 */
export const templateEndpoints = defineEndpoints({
  name: 'templates',
  endpoints: {
    list: { method: 'GET', path: '/system/template', access: { permission: 'manage_email_template' }, summary: '邮件模板列表' },
    one: { method: 'GET', path: '/system/template/:id', access: { permission: 'manage_email_template' }, summary: '邮件模板详情' },
    create: { method: 'POST', path: '/system/template', access: { permission: 'manage_email_template' }, summary: '新建邮件模板' },
    update: { method: 'PUT', path: '/system/template/:id', access: { permission: 'manage_email_template' }, summary: '修改邮件模板（带 version）' },
    delete: { method: 'DELETE', path: '/system/template/:id', access: { permission: 'manage_email_template' }, summary: '删除邮件模板（?version=）' },
    test: { method: 'POST', path: '/system/template/:id/test', access: { permission: 'manage_email_template' }, summary: '发送测试邮件 { to, variables? }' },
  },
});
