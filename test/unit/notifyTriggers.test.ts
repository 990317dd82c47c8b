import { describe, expect, it } from 'vitest';
import { notifyProblems } from '../../resources/catalogs/notifyCheck.ts';
import type { NotifyTrigger, ResourceDef } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import { NOTIFY_PROVIDER_CONFIGS } from '../../src/server/shared/notify/providerConfigs.ts';
import { serverAreaSet } from '../../src/server/composition.ts';
import { DEFAULT_TEMPLATES } from '../../src/server/shared/notify/templateDefaults.ts';

const wechatTemplates = NOTIFY_PROVIDER_CONFIGS.find((c) => c.key === 'wechat_templates')?.value as Record<string, { keys: string[] }>;
const known = { emailTemplateCodes: DEFAULT_TEMPLATES.map((t) => t.code), scans: serverAreaSet().scanners.map((s) => s.name), wechatTemplates };
const withTrigger = (over: Partial<NotifyTrigger>): ResourceDef => ({ ...repairs, notify: [{ ...repairs.notify[0], ...over }] });

describe('the declared notification triggers', () => {
  it('are sound: every template, action, scan, recipient and variable they name exists', () => {
    expect(resources.flatMap((r) => r.notify ?? []).map((t) => t.name).sort()).toEqual(['backup_overdue', 'repair_status', 'ticket_assign']);
    expect(notifyProblems(resources, known)).toEqual([]);
  });

  it('name an unknown template, action, scan, variable or recipient field as a problem', () => {
    expect(notifyProblems([withTrigger({ template: 'nope' })], known)).toEqual([
      'repairs.notify.repair_status：渠道 sms 没有模板 nope',
      'repairs.notify.repair_status：渠道 email 没有模板 nope',
      'repairs.notify.repair_status：渠道 wechat 没有模板 nope',
    ]);
    expect(notifyProblems([withTrigger({ template: 'ticket_assigned', channel: 'email' })], known)).toEqual(['repairs.notify.repair_status：渠道 email 没有模板 ticket_assigned']);
    expect(notifyProblems([withTrigger({ on: { actions: ['receive', 'fly'] } })], known)).toEqual(['repairs.notify.repair_status：未知操作 fly']);
    expect(notifyProblems([withTrigger({ on: { scan: 'daily' } })], known)).toEqual(['repairs.notify.repair_status：未知扫描 daily']);
    expect(notifyProblems([withTrigger({ variables: ['no', 'weather'] })], known)).toEqual(['repairs.notify.repair_status：未知变量 weather']);
    expect(notifyProblems([withTrigger({ to: 'handler' })], known)).toEqual(['repairs.notify.repair_status：收件人 handler 需要字段 handler_id']);
    expect(notifyProblems([repairs], { ...known, wechatTemplates: {} })).toEqual(['repairs.notify.repair_status：wechat_templates 中没有微信模板 repair_status']);
    expect(notifyProblems([repairs], { ...known, wechatTemplates: { repair_status: { keys: ['thing1'] } } })).toEqual(['repairs.notify.repair_status：微信模板 repair_status 的变量应为 thing1']);
  });

  it('name a duplicate name or one that makes no config key as a problem', () => {
    expect(notifyProblems([withTrigger({}), withTrigger({})], known)).toEqual(['repairs.notify.repair_status：触发器名称重复']);
    expect(notifyProblems([withTrigger({ name: 'Repair-Status' })], known)).toEqual(['repairs.notify.Repair-Status：开关 notify_trigger_Repair-Status 不是合法的配置键']);
  });
});
