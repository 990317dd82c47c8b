import { describe, expect, it } from 'vitest';
import { reportStartFailure, StartRefused, startFailureLine } from '../../src/server/startFailure.ts';

describe('a failed start: one line the operator can act on, or the stack of a defect', () => {
  it('names what to fix for each refusal an operator meets', () => {
    expect(startFailureLine(new StartRefused('环境变量 WORKERS 必须是 1 到 64 之间的整数'))).toBe('环境变量 WORKERS 必须是 1 到 64 之间的整数');
    expect(startFailureLine(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 }))).toBe('无法连接 PostgreSQL（127.0.0.1:5432）：请确认数据库已启动，且 DATABASE_URL 的主机和端口正确');
    // Node tries each address of a host name: the refusals come aggregated
    const aggregated = Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED', address: '::1', port: 5432 })]), { code: '' });
    expect(startFailureLine(aggregated)).toMatch(/^无法连接 PostgreSQL（::1:5432）/);
    expect(startFailureLine(Object.assign(new Error('password authentication failed'), { code: '28P01' }))).toMatch(/用户名和密码/);
    expect(startFailureLine(Object.assign(new Error('database "x" does not exist'), { code: '3D000' }))).toMatch(/createdb/);
    expect(startFailureLine(Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND', hostname: 'db' }))).toMatch(/主机「db」/);
  });

  it('leaves a defect to its stack', () => {
    expect(startFailureLine(new TypeError('x is not a function'))).toBeUndefined();
    expect(startFailureLine('text')).toBeUndefined();
    const lines: string[] = [];
    reportStartFailure(new TypeError('x is not a function'), (l) => lines.push(l));
    expect(lines[0]).toMatch(/^服务启动失败：TypeError: x is not a function\n\s+at /);
    lines.length = 0;
    reportStartFailure(new StartRefused('环境变量 NOW 不是有效的时间'), (l) => lines.push(l));
    expect(lines).toEqual(['服务启动失败：环境变量 NOW 不是有效的时间']);
  });
});
