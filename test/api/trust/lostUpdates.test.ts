import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../resources/index.ts';
import { updateBody } from './bodies.ts';
import { createTemplate, dropTemplate, endRun, type RunServer, type Template } from './harness.ts';
import { createRealServer } from './servers.ts';
import { topUpRecords } from './topUp.ts';

vi.mock('../../../src/server/auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/server/auth/password.ts')>()),
  hashPassword: (await import('./cheapPassword.ts')).cheapHashPassword,
}));

/**
 * Lost updates, for every resource with an update endpoint: two clients load version N; the
 * first save wins; the second save, and a delete with N, get 409 40900; the record holds the
 * first save.
 */

let t: Template;
let server: RunServer;
beforeAll(async () => {
  t = await createTemplate(topUpRecords);
  server = createRealServer(t);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await dropTemplate(t);
});

const editable = resources.filter((r) => r.endpoints.update && r.endpoints.one);

describe('two clients, one version', () => {
  for (const r of editable) {
    it(`${r.name}: the first save wins, the second save and a stale delete get 409`, async () => {
      const recs = t.records[r.name] ?? [];
      expect(recs.length, `${r.name} has records`).toBeGreaterThan(0);
      const bodies = fc.sample(updateBody(r, recs[0], t).filter((b) => Object.keys(b).length > 1), { numRuns: 10, seed: 11 });
      let checked = 0;
      // a record in a final state (no action leaves it) may be locked, as a closed ticket is
      const others = recs.filter((x) => !(r.table === 'admin' && x.id === t.adminIds.superadmin) && (!r.status || r.status.actions.some((a) => a.from.includes(String(x.status)))));
      for (const [i, rec] of others.slice(0, 10).entries()) {
        const run = await server.start();
        try {
          const one = (r.endpoints.one?.path ?? '').replace(':id', String(rec.id));
          const put = (r.endpoints.update?.path ?? '').replace(':id', String(rec.id));
          const auth = { authorization: t.auth.superadmin };
          const a = (await run.request('GET', one, { headers: auth })).json as { data: Record<string, unknown> };
          const b = (await run.request('GET', one, { headers: auth })).json as { data: Record<string, unknown> };
          expect(a.data.version).toBe(b.data.version);
          const first = await run.request('PUT', put, { body: JSON.stringify({ ...bodies[i % bodies.length], version: a.data.version }), headers: auth });
          if (first.status !== 200) continue;
          checked += 1;
          const held = ((await run.request('GET', one, { headers: auth })).json as { data: unknown }).data;
          const second = await run.request('PUT', put, { body: JSON.stringify({ ...bodies[(i + 1) % bodies.length], version: b.data.version }), headers: auth });
          expect(second.status, second.text).toBe(409);
          expect((second.json as { code: string }).code).toBe('40900');
          if (r.endpoints.delete) {
            const del = await run.request('DELETE', `${r.endpoints.delete.path.replace(':id', String(rec.id))}?version=${String(b.data.version)}`, { headers: auth });
            expect([403, 409], `a stale delete is refused: ${del.text}`).toContain(del.status);
          }
          expect(((await run.request('GET', one, { headers: auth })).json as { data: unknown }).data).toEqual(held);
        } finally {
          await endRun(run);
        }
      }
      expect(checked, `${r.name}: some first saves went through`).toBeGreaterThan(0);
    });
  }
});
