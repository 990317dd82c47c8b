import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { withInitials } from '../../engine/options.ts';

/**
 * GET /device/models → `{ list: [{ value, label, initials }], more: false }`: the product models,
 * for the 机型 filter of the decryption records (whose users need not may read 产品型号 itself).
 * Names only: the models are few (no paging).
 */
export const modelsHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const rows = await deps.db.selectFrom('product_model').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  return c.json(ok({ list: withInitials(rows.map((r) => ({ value: Number(r.id), label: r.name }))), more: false }));
};
