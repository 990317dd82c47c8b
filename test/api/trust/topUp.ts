import fc from 'fast-check';
import { resources } from '../../../resources/index.ts';
import { createApp } from '../../../src/server/app.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { TEST_NOW } from '../../helpers/testServer.ts';
import { createBody } from './bodies.ts';
import type { Template } from './harness.ts';
import { SERVER_AREAS } from '../../../src/server/composition.ts';

/** Creates records through the API for resources with fewer than 3, so every `:id` endpoint has targets. */
export async function topUpRecords(db: Db, t: Pick<Template, 'auth' | 'tableIds' | 'records'>): Promise<void> {
  const app = createApp({ areas: SERVER_AREAS, db, clock: { now: () => TEST_NOW }, logger: { info: () => undefined, error: () => undefined } });
  for (const r of resources) {
    const create = r.endpoints.create;
    if (!create || (t.records[r.name] ?? []).length >= 3) continue;
    for (const body of fc.sample(createBody(r, t), { numRuns: 8, seed: 7 })) {
      await app.request(`/api/cms${create.path}`, { method: 'POST', headers: { authorization: t.auth.superadmin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    }
  }
}
