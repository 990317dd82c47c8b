import type { Handler } from 'hono';
import { z } from 'zod';
import { SHARE_MAX_DAYS } from '../../../../resources/oss/access.ts';
import { ossFiles } from '../../../../resources/oss/files.ts';
import { ok } from '../../../domain/envelope.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { sendStoredFile } from '../../shared/files/upload.ts';
import { shareSecret, signatureMatches, signShare } from './shareLink.ts';
import { storedFileOf } from './storedFile.ts';

const DAY_SECONDS = 24 * 60 * 60;

const ShareBody = z.object({
  days: z.number('「有效期」必须是天数').int('「有效期」必须是整数天').min(1, '「有效期」至少 1 天').max(SHARE_MAX_DAYS, `「有效期」最多 ${SHARE_MAX_DAYS} 天`),
});

/**
 * POST /oss/file/:id/share { days: 1–7 } → `{ url, expiresAt }`: a link anyone may open until it
 * expires, signed with the library's key (shareLink.ts). Making one is written in the action log.
 */
export const shareHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const { days } = await readBodyAs(c, ShareBody);
  const now = deps.clock.now();
  const nowIso = new Date(now).toISOString();
  const secret = await shareSecret(deps.db, nowIso);
  const expires = Math.floor(now / 1000) + days * DAY_SECONDS;
  const link = await runWrite(c, deps, { action: 'oss.share', resource: ossFiles.name, record: { resource: ossFiles, id, notFound: '文件不存在或已被删除' } }, async ({ row }) => {
    const signature = signShare(secret, id, String(row?.sha256), expires);
    const url = `/api/cms/oss/shared/${id}?expires=${expires}&signature=${signature}`;
    const expiresAt = new Date(expires * 1000).toISOString();
    return { result: { url, expiresAt, days }, log: { recordId: id, after: { days, expiresAt } }, publish: [] };
  });
  return c.json(ok(link));
};

const refused = (): ApiError => new ApiError('FORBIDDEN', '分享链接无效或已过期');

/**
 * GET /oss/shared/:id?expires=&signature= (no login): the file, while the link's signature holds
 * and it has not expired. A link never reaches past SHARE_MAX_DAYS from now (a key that leaked
 * cannot be used to make a longer one unnoticed: it is checked here too). Every refusal is the same 403.
 */
export const sharedHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const rawId = c.req.param('id') ?? '';
  const expires = Number(c.req.query('expires') ?? '');
  const signature = c.req.query('signature') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(rawId) || !Number.isSafeInteger(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) throw refused();
  const nowSeconds = Math.floor(deps.clock.now() / 1000);
  if (expires <= nowSeconds || expires > nowSeconds + SHARE_MAX_DAYS * DAY_SECONDS + 60) throw refused();
  const id = Number(rawId);
  const file = await storedFileOf(deps, id);
  if (!file) throw refused();
  const secret = await shareSecret(deps.db, new Date(deps.clock.now()).toISOString());
  if (!signatureMatches(secret, id, file.sha256, expires, signature)) throw refused();
  return sendStoredFile(c, deps, { stored_name: file.stored_name, mime: file.mime, original_name: file.name }, { cache: 'private, no-store' });
};
