import { NOTIFY_EXTRA_VARIABLES, type NotifyChannel, type NotifyTrigger, type ResourceDef } from '../define.ts';
import { hasTextTemplate, notifyTextTemplate } from '../notifications/notifyTemplates.ts';
import { CONFIG_KEY_PATTERN } from '../settings/systemConfig.ts';

/** What a recipient kind needs of the record it is found from. */
const RECIPIENT_FIELDS = { customer: 'customer_phone', handler: 'handler_id' } as const;

/** The channels a trigger may send by: its own, or every channel a customer may prefer. */
export const channelsOf = (trigger: NotifyTrigger): readonly NotifyChannel[] => (trigger.channel === 'preferred' ? ['sms', 'email', 'wechat'] : [trigger.channel]);

/**
 * The problems of the declared notification triggers, in Chinese (none: they are sound): names
 * unique and fit for their config switch `notify_trigger_<name>`, actions of the resource's state
 * machine, a known scan, a recipient the record can be resolved from, variables the record or the
 * runner has, and a template for every channel the trigger may use (email: `emailTemplateCodes`,
 * the seeded email templates; the others: resources/notifications/notifyTemplates.ts) — a WeChat
 * one filling exactly the keys of its template in the seeded `wechat_templates`.
 */
export function notifyProblems(
  resources: readonly ResourceDef[],
  known: { emailTemplateCodes: readonly string[]; scans: readonly string[]; wechatTemplates: Readonly<Record<string, { keys: readonly string[] }>> },
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const keyPattern = new RegExp(CONFIG_KEY_PATTERN);
  for (const r of resources) {
    for (const t of r.notify ?? []) {
      const at = `${r.name}.notify.${t.name}`;
      if (seen.has(t.name)) problems.push(`${at}：触发器名称重复`);
      seen.add(t.name);
      if (!keyPattern.test(`notify_trigger_${t.name}`)) problems.push(`${at}：开关 notify_trigger_${t.name} 不是合法的配置键`);
      if ('actions' in t.on && t.on.actions !== 'any') {
        for (const a of t.on.actions) if (!r.status?.actions.some((x) => x.name === a)) problems.push(`${at}：未知操作 ${a}`);
      }
      if ('scan' in t.on && !known.scans.includes(t.on.scan)) problems.push(`${at}：未知扫描 ${t.on.scan}`);
      if (!r.fields.some((f) => f.name === RECIPIENT_FIELDS[t.to])) problems.push(`${at}：收件人 ${t.to} 需要字段 ${RECIPIENT_FIELDS[t.to]}`);
      for (const v of t.variables) {
        if (!r.fields.some((f) => f.name === v) && !(NOTIFY_EXTRA_VARIABLES as readonly string[]).includes(v)) problems.push(`${at}：未知变量 ${v}`);
      }
      for (const c of channelsOf(t)) {
        const found = c === 'email' ? known.emailTemplateCodes.includes(t.template) : hasTextTemplate(t.template, c);
        if (!found) problems.push(`${at}：渠道 ${c} 没有模板 ${t.template}`);
      }
      const wechat = channelsOf(t).includes('wechat') ? notifyTextTemplate(t.template)?.wechat : undefined;
      if (wechat) {
        const keys = known.wechatTemplates[wechat.templateId]?.keys;
        if (!keys) problems.push(`${at}：wechat_templates 中没有微信模板 ${wechat.templateId}`);
        else if ([...keys].sort().join() !== Object.keys(wechat.data).sort().join()) problems.push(`${at}：微信模板 ${wechat.templateId} 的变量应为 ${keys.join('、')}`);
      }
    }
  }
  return problems;
}
