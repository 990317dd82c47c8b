import type { Handler } from 'hono';
import { CONFIG_KEY_PATTERN } from '../../../../resources/settings/systemConfig.ts';
import { canAccess } from '../../../domain/access.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { presentConfig, fromStoredValue } from './configValues.ts';
import { me } from '../caller.ts';

const MANAGE = { permission: 'manage_system_config' } as const;
const KEY = new RegExp(CONFIG_KEY_PATTERN);

/**
 * GET /system/config/key/:key → `{key, name, type, value, is_public}`. A public key answers every
 * logged-in user; anything else (a private key or none such) needs manage_system_config, so a
 * caller without it cannot tell a private key from a missing one.
 */
export const configByKeyHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const key = c.req.param('key') ?? '';
  const row = KEY.test(key) ? await deps.db.selectFrom('system_config').select(['key', 'name', 'type', 'value', 'is_public']).where('key', '=', key).executeTakeFirst() : undefined;
  const isPublic = row?.is_public === 1 && row.type !== 'secret';
  if (!isPublic && !canAccess(user, MANAGE)) {
    c.set('audit', { action: 'access.denied', resource: 'config', recordId: key.slice(0, 64), after: { endpoint: 'config.byKey' } });
    throw new ApiError('FORBIDDEN');
  }
  if (!row) throw new ApiError('NOT_FOUND', `配置「${key.slice(0, 64)}」不存在`);
  return c.json(ok(presentConfig({ key: row.key, name: row.name, type: row.type, value: fromStoredValue(row.value), is_public: row.is_public === 1 })));
};
