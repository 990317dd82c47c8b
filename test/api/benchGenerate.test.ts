import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, ensureDatabase, isCurrent } from '../../bench/generate.ts';

const dir = mkdtempSync(join(tmpdir(), 'cms-bench-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const opts = { ...DEFAULT_OPTIONS, repairs: 3000, requests: 1000 };

describe('bench/generate.ts', () => {
  it('writes a migrated database with the demo accounts and the generated rows, counted by the triggers, and reuses it', async () => {
    const first = await ensureDatabase(opts, dir);
    expect(first.reused).toBe(false);
    expect(existsSync(`${first.file}.partial`)).toBe(false);
    const db = new SQLite(first.file, { readonly: true });
    try {
      const one = <T>(q: string): T => db.prepare(q).get() as T;
      expect(one<{ n: number }>("select count(*) n from admin where username in ('superadmin', 'admin', 'staff', 'member')").n).toBe(4);
      expect(one<{ n: number }>('select count(*) n from repair').n).toBeGreaterThan(3000); // + the demo seed's
      expect(one<{ n: number }>('select count(*) n from request r join stock_item s on s.id = r.stock_id').n).toBe(one<{ n: number }>('select count(*) n from request').n);
      for (const table of ['repair', 'request']) {
        // the count table the 0006 migration's triggers keep (issue 6): right after a million plain INSERTs
        const counts = db.prepare(`select c.type, c.status, c.n, (select count(*) from ${table} t where t.type = c.type and t.status = c.status) actual from ${table}_count c`).all() as { n: number; actual: number }[];
        expect(counts.length).toBeGreaterThan(0);
        for (const c of counts) expect(c.n).toBe(c.actual);
      }
      expect(one<{ journal_mode: string }>('pragma journal_mode').journal_mode).toBe('wal');
    } finally {
      db.close();
    }
    expect(isCurrent(first.file, opts)).toBe(true);
    expect(isCurrent(first.file, { ...opts, seed: 2 })).toBe(false);
    const again = await ensureDatabase(opts, dir);
    expect(again).toMatchObject({ file: first.file, reused: true });
  });
});
