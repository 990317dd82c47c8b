import { createApp } from '../src/server/app.ts';
import { basicAuthHeader } from '../src/server/auth/tokens.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { SERVER_AREAS } from '../src/server/composition.ts';

/**
 * In-process list requests on a PostgreSQL database (BENCH_PG_URL, e.g. the bench's 1M-row
 * copy): the cost per request of the engine's reads, without HTTP or a load generator.
 * `npx tsx bench/pgStatements.ts` prints the median of 5 rounds of N requests per path.
 */
const url = process.env.BENCH_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/cms_dev';
const N = Number(process.env.N ?? 400);
const db = openDatabase(url);
const app = createApp({ areas: SERVER_AREAS, db, clock: { now: () => Date.now() }, logger: { info: () => undefined, error: () => undefined } });
const login = await app.request('/api/cms/account/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'superadmin', password: 'demo123456' }) });
const { data } = (await login.json()) as { data: { id: number; token: string } };
const auth = basicAuthHeader(data.id, data.token);
const paths = ['/needs/manage-repairs?status=completed', '/needs/manage-repairs?status=completed&withTotal=0', '/needs/manage-repairs?page=50'];
for (const path of paths) {
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    for (let i = 0; i < N; i++) {
      const res = await app.request(`/api/cms${path}`, { headers: { authorization: auth } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    }
    rounds.push(((performance.now() - t0) * 1000) / N);
  }
  rounds.sort((a, b) => a - b);
  console.log(`${path}: median ${rounds[2].toFixed(0)} µs per request (rounds ${rounds.map((x) => x.toFixed(0)).join(', ')})`);
}
await db.destroy();
