import type { Handler } from 'hono';
import { deviceActiveLogs } from '../../../../resources/device/activeLogs.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';

/**
 * POST /device/active-log/:id/code → `{ code }`: the whole code a successful request was issued,
 * for a get_active_log holder; the showing is written in the action log (naming the record and
 * its serial, never the code). A failed request has no code: 404.
 */
export const revealCodeHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const shown = await runWrite(
    c,
    deps,
    { action: 'device.revealCode', resource: deviceActiveLogs.name, record: { resource: deviceActiveLogs, id, notFound: '解密记录不存在' } },
    async ({ trx, row }) => {
      const stored = await trx.selectFrom('device_active_code').select('code').where('log_id', '=', id).executeTakeFirst();
      if (!stored) throw new ApiError('NOT_FOUND', '这条请求没有成功，没有解密码');
      return { result: { code: stored.code }, log: { recordId: id, after: { serial: row?.serial, shown: 'code' } }, publish: [] };
    },
  );
  return c.json(ok(shown));
};
