import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECT, TEST_PG_URL } from '../helpers/testDatabase.ts';

/**
 * Issue 33, part 6: a server that cannot start prints one Chinese line and no stack trace
 * (src/server/startFailure.ts). The real entry point, in a child process, as an operator starts it.
 */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('src/server/main.ts')], {
      env: { ...process.env, PORT: '0', SEED: 'none', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ code, stderr }));
  });
}

/** The refusal: exit 1, exactly one non-empty line on stderr, Chinese, with no stack frame. */
function expectOneLine(result: { code: number | null; stderr: string }, words: RegExp): void {
  expect(result.code).toBe(1);
  const lines = result.stderr.split('\n').filter((l) => l.trim());
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^服务启动失败：/);
  expect(lines[0]).toMatch(words);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe.runIf(TEST_DIALECT === 'sqlite')('a refused start says why in one line', () => {
  it('WORKERS that is not a number', { timeout: 60_000 }, async () => {
    expectOneLine(await start({ WORKERS: 'abc', DATABASE_URL: ':memory:' }), /WORKERS 必须是 1 到 64 之间的整数/);
  });

  it('a PostgreSQL server that is not there', { timeout: 60_000 }, async () => {
    expectOneLine(await start({ DATABASE_URL: 'postgres://postgres:x@127.0.0.1:1/cms' }), /无法连接 PostgreSQL（127\.0\.0\.1:1）/);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('a refused start on PostgreSQL says why in one line', () => {
  it('a wrong password', { timeout: 60_000 }, async () => {
    const url = new URL(TEST_PG_URL);
    url.password = 'not-the-password';
    expectOneLine(await start({ DATABASE_URL: url.toString() }), /PostgreSQL 拒绝登录/);
  });

  it('a database that does not exist', { timeout: 60_000 }, async () => {
    const url = new URL(TEST_PG_URL);
    url.pathname = '/cms_no_such_database';
    expectOneLine(await start({ DATABASE_URL: url.toString() }), /没有 DATABASE_URL 所指的数据库/);
  });
});
