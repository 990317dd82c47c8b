import { defineEndpoints, defineResource } from '../define.ts';

/** A template code: lower-case letter first, then letters, digits and `_`, 2–64 characters. */
export const TEMPLATE_CODE_PATTERN = '^[a-z][a-z0-9_]{1,63}$';

/**
 * Email templates (/system/template): a subject and an HTML body with mustache variables
 * (`{{customer_name}}`); the server sanitises the body it stores and what it sends; a test send
 * goes through SMTP (system config `smtp_*`, else env `SMTP_*`). The sanitising, the mustache
 * check and the derived `variables` are the server hooks of `templates`
 * (src/server/areas/settings/templateHooks.ts).
 */
export const emailTemplates = defineResource({
  name: 'templates',
  label: '邮件模板',
  table: 'email_template',
  titleField: 'name',
  access: { permission: 'manage_email_template' },
  defaultSort: '-updated_at',
  search: { fields: ['code', 'name'], placeholder: '编码 / 名称' },
  endpoints: {
    list: { method: 'GET', path: '/system/template', summary: '邮件模板列表' },
    one: { method: 'GET', path: '/system/template/:id', summary: '邮件模板详情' },
    create: { method: 'POST', path: '/system/template', summary: '新建邮件模板' },
    update: { method: 'PUT', path: '/system/template/:id', summary: '修改邮件模板（带 version）' },
    delete: { method: 'DELETE', path: '/system/template/:id', summary: '删除邮件模板（?version=）' },
  },
  screens: [
    {
      name: 'emailTemplate',
      createLabel: '新建模板',
      list: { path: '/system/template', title: '邮件模板', menu: { group: 'system', icon: 'SolutionOutlined', order: 2 } },
      show: { path: '/system/template/detail', title: '邮件模板详情', activeMenu: '/system/template' },
    },
  ],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'code', type: 'text', label: '编码', required: true, createOnly: true, maxLength: 64, pattern: TEMPLATE_CODE_PATTERN, db: { unique: true }, ui: { list: true, width: 180, copyable: true, help: '小写字母开头，只含小写字母、数字和下划线，创建后不能修改' } },
    { name: 'name', type: 'text', label: '名称', required: true, maxLength: 60, ui: { list: true, width: 160 } },
    { name: 'subject', type: 'text', label: '邮件主题', required: true, maxLength: 200, ui: { list: true, width: 260, span: 3 } },
    { name: 'body', type: 'html', label: '邮件正文', required: true, maxLength: 200_000, ui: { span: 3, help: '保存时会去掉脚本、iframe、事件属性等不安全内容；变量写作 {{customer_name}}' } },
    { name: 'sample', type: 'json', label: '示例变量', db: { column: 'sample_json', nullable: true }, ui: { span: 3, help: 'JSON 对象，预览和测试发送时填入变量' } },
    { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { width: 170 } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
    { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
  ],
  indexes: [{ columns: ['updated_at'] }, { columns: ['name'] }],
  operations: [
    {
      name: 'test_send',
      label: '发送测试邮件',
      endpoint: 'templates.test',
      confirm: '用示例变量填充模板，经 SMTP 发送一封测试邮件到下面的地址。',
      fields: [{ name: 'to', type: 'email', label: '收件邮箱', required: true, ui: { placeholder: 'name@example.com' } }],
    },
  ],
});

/** The test send: not a write of the template, so an endpoint of its own with its handler. */
export const templateEndpoints = defineEndpoints({
  name: 'templates',
  endpoints: {
    test: { method: 'POST', path: '/system/template/:id/test', access: { permission: 'manage_email_template' }, summary: '发送测试邮件 { to, variables? }' },
  },
});
