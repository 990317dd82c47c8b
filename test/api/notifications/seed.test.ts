import { serverAreaSet } from '../../../src/server/composition.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNELS, RECEIPT_STATES, SEND_STATES } from '../../../resources/notifications/states.ts';
import { resources } from '../../../resources/index.ts';
import { NOTIFY_TEXT_TEMPLATES } from '../../../resources/notifications/notifyTemplates.ts';
import { smsSegments, smsText } from '../../../src/domain/smsLimits.ts';
import { NOTIFY_PROVIDER_CONFIGS } from '../../../src/server/shared/notify/providerConfigs.ts';
import { loadAreaSeeds, seedOrder } from '../../../src/server/db/seedRunner.ts';
import { DEFAULT_TEMPLATES } from '../../../src/server/shared/notify/templateDefaults.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';

/**
 * The demo outbox: enough of every channel and state for the lists and /notification/stat to show
 * something real. It is what the triggers wrote for the other areas' demo records, so the whole
 * demo seed runs first (test/api/seedReferences.test.ts checks that every row names a seeded record).
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  for (const area of seedOrder(await loadAreaSeeds(serverAreaSet()), resources)) await area.run(s.db, TEST_NOW, serverAreaSet());
}, 180_000);
afterAll(async () => {
  await s.close();
});

describe('the demo outbox', () => {
  it('holds 100–200 rows over the last 30 days in every channel, send state and receipt state', async () => {
    const rows = await s.db.selectFrom('notification').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(rows.length).toBeLessThan(200);
    const days = new Set(rows.map((r) => r.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    expect(rows.every((r) => Date.parse(r.created_at) <= TEST_NOW && Date.parse(r.created_at) > TEST_NOW - 31 * 86_400_000)).toBe(true);
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(NOTIFICATION_CHANNELS.map((c) => c.value)));
    // 发送中 and 发送结果未知 are made by a worker that is running or was cut off, not by the seed
    expect(new Set(rows.map((r) => r.send_state))).toEqual(new Set(SEND_STATES.map((c) => c.value).filter((v) => v !== 'sending' && v !== 'uncertain')));
    expect(new Set(rows.map((r) => r.receipt_state))).toEqual(new Set(RECEIPT_STATES.map((c) => c.value)));
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(rows.length);
    // no 站内信 is left for the worker to put into the demo accounts' inboxes at start
    expect(rows.filter((r) => r.channel === 'site' && (r.send_state === 'pending' || r.send_state === 'sending'))).toEqual([]);
  });

  it('gives failed rows their vendor’s error, sent rows a message id, SMS their segments, and links resends', async () => {
    const rows = await s.db.selectFrom('notification').selectAll().execute();
    expect(rows.filter((r) => r.send_state === 'failed' && (!r.error || r.provider_message_id !== null))).toEqual([]);
    expect(rows.filter((r) => r.send_state === 'sent' && (!r.provider_message_id || !r.sent_at))).toEqual([]);
    // the signature the demo's config is seeded with
    const sign = String(NOTIFY_PROVIDER_CONFIGS.find((c) => c.key === 'sms_sign_name')?.value);
    expect(sign).toBe('激光设备售后');
    const sms = rows.filter((r) => r.channel === 'sms');
    expect(sms.length).toBeGreaterThan(10);
    expect(sms.filter((r) => r.segments !== smsSegments(smsText(sign, r.content))).map((r) => [r.content, r.segments])).toEqual([]);
    expect(rows.some((r) => (r.segments ?? 0) > 1)).toBe(true);
    const resent = rows.filter((r) => r.resend_of !== null);
    expect(resent.length).toBeGreaterThan(3);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of resent) expect(byId.get(r.resend_of ?? 0)).toMatchObject({ send_state: 'failed', channel: r.channel, recipient: r.recipient, content: r.content });
    expect(resent.every((r) => r.trigger === 'resend')).toBe(true);
  });

  it('renders every row from a declared template, under the trigger that declares it (a resend keeps its original’s)', async () => {
    const rows = await s.db.selectFrom('notification').selectAll().execute();
    const triggers = new Map(resources.flatMap((r) => r.notify ?? []).map((t) => [t.template, t.name]));
    const declared: Record<string, Set<string>> = {
      email: new Set(DEFAULT_TEMPLATES.map((t) => t.code)),
      sms: new Set<string>(NOTIFY_TEXT_TEMPLATES.filter((t) => 'sms' in t).map((t) => t.code)),
      site: new Set<string>(NOTIFY_TEXT_TEMPLATES.filter((t) => 'site' in t).map((t) => t.code)),
      wechat: new Set<string>(NOTIFY_TEXT_TEMPLATES.flatMap((t) => ('wechat' in t ? [t.wechat.templateId] : []))),
    };
    expect(rows.filter((r) => !declared[r.channel].has(r.template_code ?? '')).map((r) => [r.channel, r.template_code])).toEqual([]);
    const wechatCodes = new Map<string, string>(NOTIFY_TEXT_TEMPLATES.flatMap((t) => ('wechat' in t ? [[t.wechat.templateId, t.code] as const] : [])));
    const triggerOf = (r: (typeof rows)[number]) => triggers.get(r.channel === 'wechat' ? (wechatCodes.get(r.template_code ?? '') ?? '') : (r.template_code ?? ''));
    expect(rows.filter((r) => r.trigger !== 'resend' && r.trigger !== triggerOf(r)).map((r) => [r.channel, r.template_code, r.trigger])).toEqual([]);
    // the variables are the declared trigger's (a WeChat row's are its template's keys, checked by the limits)
    const declaredVariables = new Map(resources.flatMap((r) => r.notify ?? []).map((t) => [t.name, [...t.variables].sort()]));
    const variablesOff = rows.filter((r) => r.channel !== 'wechat' && r.trigger !== 'resend' && JSON.stringify(Object.keys(JSON.parse(r.variables_json ?? '{}') as object).sort()) !== JSON.stringify(declaredVariables.get(r.trigger)));
    expect(variablesOff.map((r) => [r.trigger, r.variables_json])).toEqual([]);
    // no template text is left unfilled
    expect(rows.filter((r) => r.content.includes('{{') || (r.subject ?? '').includes('{{')).map((r) => r.content)).toEqual([]);
  });

  it('records one attempt row per counted attempt, the last one matching the outcome', async () => {
    const rows = await s.db.selectFrom('notification').select(['id', 'attempts', 'send_state']).execute();
    const attempts = await s.db.selectFrom('notification_attempt').select(['notification_id', 'attempt', 'result']).orderBy('notification_id').orderBy('attempt').execute();
    for (const r of rows) {
      const mine = attempts.filter((a) => a.notification_id === r.id);
      expect(mine.map((a) => a.attempt)).toEqual(Array.from({ length: r.attempts }, (_, i) => i + 1));
      if (r.send_state === 'sent') expect(mine.at(-1)?.result).toBe('sent');
      if (r.send_state === 'failed') expect(mine.at(-1)?.result).toBe('failed');
    }
    expect(rows.some((r) => r.attempts === 5 && r.send_state === 'failed')).toBe(true);
  });
});
