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
  // the file library's entries come from an upload (multipart, with bytes) and the demo seed has
  // none: three entries straight in the table (their bytes are not needed to rename, move or delete them)
  if ((t.records.ossFiles ?? []).length < 3) {
    const at = new Date(TEST_NOW).toISOString();
    for (let i = 1; i <= 3; i++) {
      await db
        .insertInto('oss_file')
        .values({ name: `资料${i}.txt`, folder_id: 0, kind: 'text', size: 10 * i, file: `/api/cms/system/upload/${String(i).padStart(22, 'A')}`, mime: 'text/plain; charset=utf-8', sha256: String(i).repeat(64), uploader_id: 1, created_at: at, updated_at: at })
        .execute();
    }
  }
}
