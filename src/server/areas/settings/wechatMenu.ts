import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import { issueText, normalizeWechatMenu, validateWechatMenu, type WechatMenu } from '../../../domain/wechatMenu.ts';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { runWrite } from '../../engine/write.ts';
import { requireVersion } from '../../engine/records.ts';
import { me } from '../../shared/caller.ts';

/** The stored menu (row 1), or an empty one at version 0 when nothing was saved yet. */
async function loadMenu(db: Db): Promise<{ menu: WechatMenu; version: number; updated_at: string | null }> {
  const row = await db.selectFrom('wechat_menu').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { menu: { button: [] }, version: 0, updated_at: null };
  let menu: WechatMenu = { button: [] };
  try {
    menu = JSON.parse(row.menu_json) as WechatMenu;
  } catch {
    menu = { button: [] };
  }
  return { menu, version: row.version, updated_at: row.updated_at };
}

/** GET /manage/wechat/mp/menu → `{menu, version, updated_at, published: false}` */
export const wechatMenuGetHandler = (deps: Deps): Handler<AppEnv> => async (c) => c.json(ok({ ...(await loadMenu(deps.db)), published: false }));

/**
 * POST /manage/wechat/mp/menu `{menu, version}` (version 0 when none is stored yet). Every invalid
 * button is named in one 400 message (第2个菜单的第3个子菜单：缺少链接；…); a stale version is 409.
 */
export const wechatMenuSaveHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['menu', 'version']));
  const current = await loadMenu(deps.db);
  const version = body.version === 0 ? 0 : requireVersion(body.version);
  const issues = validateWechatMenu(body.menu);
  if (issues.length) throw new ApiError('VALIDATION_FAILED', issues.map(issueText).join('；'));
  if (version !== current.version) throw new ApiError('VERSION_CONFLICT');
  const menu = normalizeWechatMenu(body.menu as WechatMenu);
  const now = new Date(deps.clock.now()).toISOString();
  const json = JSON.stringify(menu);
  const saved = await runWrite(c, deps, { action: 'wechatMenu.save', resource: 'wechatMenu' }, async ({ trx }) => {
    if (current.version === 0) {
      const inserted = await trx.insertInto('wechat_menu').values({ id: 1, menu_json: json, updated_at: now, updated_by: user.id }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError('VERSION_CONFLICT');
    } else {
      const r = await trx
        .updateTable('wechat_menu')
        .set({ menu_json: json, updated_at: now, updated_by: user.id })
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', 1)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw new ApiError('VERSION_CONFLICT');
    }
    const stored = await loadMenu(trx);
    return { result: stored, log: { recordId: 1, before: current.menu, after: stored.menu } };
  });
  return c.json(ok({ ...saved, published: false }));
};
