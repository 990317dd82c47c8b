import { chinaDate } from '../../src/domain/chinaTime.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clockFromEnv } from '../../src/server/clock.ts';
import { httpLogin, startChildServer, type ChildServer } from './trust/childServer.ts';

/**
 * Issue 16, part 5: the server's clock takes `NOW` (an ISO instant) outside production, so the
 * e2e suite runs on a date of its choosing; production always runs on the real time.
 */

const NOW = '2026-11-24T00:00:00+08:00';
const NOW_MS = Date.UTC(2026, 10, 23, 16, 0, 0);
const REAL = Date.UTC(2031, 5, 1, 9, 30, 0);

/** A real clock the test moves by hand. */
const movable = (start: number) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('clockFromEnv', () => {
  it('starts at NOW outside production and runs on at the real pace', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const real = movable(REAL);
      const clock = clockFromEnv({ NODE_ENV, NOW }, real.now);
      expect(clock.now()).toBe(NOW_MS);
      real.advance(1_500);
      expect(clock.now()).toBe(NOW_MS + 1_500);
    }
  });

  it('ignores NOW in production', () => {
    const real = movable(REAL);
    const clock = clockFromEnv({ NODE_ENV: 'production', NOW }, real.now);
    expect(clock.now()).toBe(REAL);
    real.advance(60_000);
    expect(clock.now()).toBe(REAL + 60_000);
  });

  it('is the real time without NOW, and refuses a NOW that is not a time', () => {
    expect(clockFromEnv({}, () => REAL).now()).toBe(REAL);
    expect(() => clockFromEnv({ NOW: '24.11.2026' }, () => REAL)).toThrow('环境变量 NOW 不是有效的时间');
    expect(() => clockFromEnv({ NODE_ENV: 'production', NOW: '24.11.2026' }, () => REAL)).not.toThrow();
  });
});

describe('the production server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-clock-'));
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers with the real date although NOW is set', async () => {
    server = await startChildServer({ DATABASE_URL: join(dir, 'app.db'), NOW: '2001-01-01T00:00:00+08:00' });
    const auth = await httpLogin(server.url, 'admin');
    const res = await fetch(`${server.url}/api/cms/needs/production/serial-check?serial=SUP01AB2401`, { headers: { authorization: auth } });
    const body = (await res.json()) as { data: { today: string } };
    expect(body.data.today).toBe(chinaDate(Date.now()));
  }, 60_000);
});
