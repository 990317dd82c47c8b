import type { NotifyTrigger, ResourceDef } from '../define.ts';
import { NOTIFY_TEXT_TEMPLATES } from './notifyTemplates.ts';

/**
 * The Chinese meaning of the outbox's codes, for staff who read the notification pages: the
 * providers (`log` → 仅记录，不外发), what raised a row (a declared trigger's label, `resend` →
 * 手动重发), a row's idempotency key by its source, and the template variables (`customer_name`
 * → 客户姓名: the declaring resource's field label, the extras below, a WeChat template key by
 * the variable it carries). The codes stay visible beside their meaning where staff need them
 * (the config keys, a vendor's support). The vendors' error codes are in vendorCodes.ts.
 */

/** The providers a row may name (`notification.provider`; system config `notify_provider_<channel>`). */
export const PROVIDER_LABELS: Readonly<Record<string, string>> = {
  log: '仅记录，不外发',
  smtp: 'SMTP 邮件服务器',
  wechat: '微信公众号',
  aliyun: '阿里云短信',
  site: '站内信',
};

/** The trigger of a row a person resent from the list (`notification.trigger`). */
export const RESEND_TRIGGER = 'resend';

/** Sources of a row that are not declared triggers: a resend, and the demo seed's rows. */
export const OTHER_SOURCES: Readonly<Record<string, string>> = { [RESEND_TRIGGER]: '手动重发', demo: '演示数据' };

/** `NOTIFY_EXTRA_VARIABLES` (resources/define.ts) in Chinese. */
export const EXTRA_VARIABLE_LABELS: Readonly<Record<string, string>> = {
  actor: '操作人',
  remark: '备注（原因）',
  action: '操作',
  days: '超期天数',
  time: '时间',
};

/** What the meaning functions read: the registry's resources (passed in, so this file imports no registry). */
export type Declared = readonly ResourceDef[];

const triggersOf = (declared: Declared): { resource: ResourceDef; trigger: NotifyTrigger }[] =>
  declared.flatMap((resource) => (resource.notify ?? []).map((trigger) => ({ resource, trigger })));

/** A provider in Chinese, its code beside it: `仅记录，不外发（log）`. */
export function providerText(provider: string): string {
  const label = PROVIDER_LABELS[provider];
  return label ? `${label}（${provider}）` : provider;
}

/** What raised a row, in Chinese: the declared trigger's label, 手动重发; the code itself when unknown. */
export function triggerLabel(declared: Declared, name: string): string {
  const source = name.split(/[.:]/)[0];
  const found = triggersOf(declared).find(({ trigger }) => trigger.name === name || trigger.name === source || trigger.name === name.replace('.', '_'));
  return found?.trigger.label ?? OTHER_SOURCES[name] ?? OTHER_SOURCES[source] ?? name;
}

/** A row's idempotency key by its source, the key beside it: `手动重发（resend:2f1c…）`. */
export function keyText(declared: Declared, key: string): string {
  const source = key.split(':')[0];
  const label = triggerLabel(declared, source);
  return label === source ? key : `${label}（${key}）`;
}

/** The text template of a code or of a WeChat template id. */
const templateOf = (code: string) => NOTIFY_TEXT_TEMPLATES.find((t) => t.code === code || ('wechat' in t && t.wechat.templateId === code));

/** The first `{{name}}` of a template text. */
const firstVariable = (text: string): string | undefined => /\{\{[#^]?\s*([\w.]+)\s*\}\}/.exec(text)?.[1];

/**
 * A template variable in Chinese, for a row of template `code` (our code, or a WeChat template
 * id whose keys carry our variables): the declaring resource's field label, an extra's label;
 * undefined when nothing declares it.
 */
export function variableLabel(declared: Declared, code: string | null | undefined, name: string): string | undefined {
  const template = code ? templateOf(code) : undefined;
  const wechatData: Readonly<Record<string, string>> | undefined = template && 'wechat' in template && template.wechat.templateId === code ? template.wechat.data : undefined;
  const carried = wechatData?.[name] ? firstVariable(wechatData[name]) : undefined;
  const variable = carried ?? name;
  if (EXTRA_VARIABLE_LABELS[variable]) return EXTRA_VARIABLE_LABELS[variable];
  const declaring = triggersOf(declared).filter(({ trigger }) => trigger.template === (template?.code ?? code) && trigger.variables.includes(variable));
  for (const { resource } of declaring) {
    const field = resource.fields.find((f) => f.name === variable);
    if (field) return field.label;
  }
  return undefined;
}

/** A variable with its Chinese meaning: `customer_name（客户姓名）`, or the name alone. */
export function variableText(declared: Declared, code: string | null | undefined, name: string): string {
  const label = variableLabel(declared, code, name);
  return label ? `${name}（${label}）` : name;
}
