import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionLabel, actionOptions, resourceLabel, resourceOptions } from '../../resources/index.ts';
import { actionResult } from '../../resources/catalogs/actionResults.ts';
import { endpointGroups, resources } from '../../resources/index.ts';
import { endpointTable } from '../../resources/registry.ts';
import { plainAddress } from '../../src/domain/ipAddress.ts';

const CHINESE = /[\u4e00-\u9fff]/;
const SERVER = join(import.meta.dirname, '../../src/server');

/** Every .ts file of the server. */
const serverFiles = (dir = SERVER): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? serverFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

/**
 * The literal action codes the server writes: `action: '<code>'` in an audit entry, and the
 * dotted codes handed on to a helper that logs them (manageMessages' `changeStatus(…, 'messages.revoke', …)`).
 */
function literalCodes(): Set<string> {
  // a read's endpoint key appears in a row's `after` (`{ endpoint: 'config.byKey' }`), never as its code
  const reads = new Set(endpointTable().filter((e) => e.method === 'GET').map((e) => e.key));
  const codes = new Set<string>();
  for (const file of serverFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!/runWrite\(|set\('audit'/.test(text)) continue;
    for (const m of text.matchAll(/\baction: '([\w.]+)',\s*resource:/g)) codes.add(m[1]);
    for (const m of text.matchAll(/'([a-z][A-Za-z]{2,}\.[a-z][A-Za-z_]*)'/g)) if (!reads.has(m[1])) codes.add(m[1]);
  }
  return codes;
}

/** The codes the generic handlers write for each declared resource: its writes and status actions. */
function declaredCodes(): string[] {
  const codes: string[] = [];
  for (const e of endpointTable()) {
    if (!e.resource || e.method === 'GET') continue;
    if (e.kind === 'action') {
      const r = resources.find((x) => x.name === e.resource);
      codes.push(...(e.action ? [`${e.resource}.${e.action}`] : (r?.status?.actions ?? []).map((a) => `${e.resource}.${a.name}`)));
    } else codes.push(`${e.resource}.${e.kind}`);
  }
  return codes;
}

describe('action-log names derived from the declarations', () => {
  it.each([
    ['repairs.create', '新建维修单'],
    ['repairs.receive', '确认收件（维修单）'],
    ['admins.disable', '禁用（系统账号）'],
    ['tickets.close', '关闭工单'],
    ['tickets.assign', '转派（工单）'],
    ['customers.update', '编辑客户'],
    ['account.password', '修改密码'],
    ['rights.update', '修改某账号的用户组与权限'],
    ['login', '登录'],
    ['login.refused', '登录被拒绝'],
    ['export.create', '记录一次导出'],
    ['templates.test', '发送测试邮件'],
    ['something.new', 'something.new'],
  ])('%s → %s', (code, label) => {
    expect(actionLabel(code)).toBe(label);
  });

  it('names every action code the server writes in Chinese', () => {
    const literal = literalCodes();
    // the scan finds what it must (else it would pass by finding nothing)
    for (const known of ['login', 'logout', 'login.refused', 'access.denied', 'change', 'export.create', 'messages.markRead', 'rights.update']) expect(literal).toContain(known);
    const codes = [...literal, ...declaredCodes()];
    expect(codes.length).toBeGreaterThan(60);
    const unnamed = codes.filter((code) => !CHINESE.test(actionLabel(code)));
    expect(unnamed).toEqual([]);
  });

  it('names every resource and endpoint group, and the endpoint keys written for a refused call', () => {
    expect(resourceLabel('admins')).toBe('系统账号');
    expect(resourceLabel('account')).toBe('账号');
    expect(resourceLabel('export')).toBe('导出记录');
    expect(resourceLabel('messages.send')).toBe('站内信');
    expect(resourceLabel('unknown')).toBe('unknown');
    const groupKeys = endpointTable().filter((e) => !e.resource).map((e) => e.key);
    const names = [...resources.map((r) => r.name), ...endpointGroups.map((g) => g.name), ...groupKeys];
    expect(names.filter((n) => !CHINESE.test(resourceLabel(n)))).toEqual([]);
  });

  it('offers the filters Chinese choices whose values are the codes', () => {
    const actions = actionOptions();
    expect(actions).toContainEqual({ value: 'login.refused', label: '登录被拒绝' });
    expect(actions.every((o) => CHINESE.test(o.label))).toBe(true);
    expect(actions.some((o) => o.value === 'account.check')).toBe(false); // a read writes no row of its own
    expect(resourceOptions()).toContainEqual({ value: 'repairs', label: '维修单' });
    expect(resourceOptions().every((o) => CHINESE.test(o.label))).toBe(true);
  });
});

describe('an action-log row’s result', () => {
  it.each([
    [200, undefined, { ok: true }],
    [401, { reason: 'wrong-password' }, { ok: false, reason: '密码错误' }],
    [401, { reason: 'unknown-user' }, { ok: false, reason: '用户不存在' }],
    [429, { reason: 'throttled' }, { ok: false, reason: '登录失败次数过多，请 5 分钟后再试' }],
    [403, { reason: 'disabled' }, { ok: false, reason: '账号已被禁用，请联系管理员' }],
    [403, { reason: 'origin', origin: 'https://evil.example' }, { ok: false, reason: '请求来源不被信任' }],
    [403, { reason: '不能授予自己没有的权限' }, { ok: false, reason: '不能授予自己没有的权限' }],
    [403, { endpoint: 'admins.list', method: 'GET' }, { ok: false, reason: '抱歉，您没有权限执行此操作' }],
  ])('%s %j → %j', (status, after, result) => {
    expect(actionResult(status, after)).toEqual(result);
  });
});

describe('addresses in the action log', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:192.168.1.20', '192.168.1.20'],
    ['::1', '127.0.0.1'],
    ['10.0.0.8', '10.0.0.8'],
    ['2001:db8::1', '2001:db8::1'],
    ['local', 'local'],
  ])('%s → %s', (raw, shown) => {
    expect(plainAddress(raw)).toBe(shown);
  });
});
