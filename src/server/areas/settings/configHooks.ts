import { SECRET_MASK } from '../../../../resources/settings/systemConfig.ts';
import { ApiError } from '../../errors.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { isConfigType, presentConfig, toStoredValue } from '../../shared/config/configValues.ts';

/** Whether an update leaves a secret as it is: no value, a blank one, or the mask sent back. */
const keepsSecret = (body: Readonly<Record<string, unknown>>): boolean =>
  !('value' in body) || body.value === '' || body.value === null || body.value === SECRET_MASK;

/**
 * Server hooks of `config`: a secret is never public; the value is
 * checked against its type and stored typed; a blank secret on update keeps the old one; every
 * answer masks secrets.
 */
export const configHooks: ResourceHooks = {
  prepareWrite: async (kind, { values, before, body }) => {
    const type = values.type ?? before?.type;
    if (!isConfigType(type)) throw new ApiError('VALIDATION_FAILED', '「类型」不正确');
    const isPublic = 'is_public' in values ? values.is_public === 1 : before?.is_public === 1;
    if (type === 'secret' && isPublic) throw new ApiError('VALIDATION_FAILED', '密钥类配置不能设为公开');
    const out = { ...values };
    const typeChanged = kind === 'update' && type !== before?.type;
    if (kind === 'update' && type === 'secret' && !typeChanged && keepsSecret(body)) {
      delete out.value;
      return out;
    }
    if (kind === 'update' && !('value' in body)) {
      if (typeChanged) throw new ApiError('VALIDATION_FAILED', '修改类型时须同时提交新的「值」');
      return out;
    }
    const stored = toStoredValue(type, body.value);
    if (!stored.ok) throw new ApiError('VALIDATION_FAILED', stored.message);
    out.value = JSON.stringify(stored.value);
    return out;
  },
  presentRecord: presentConfig,
};
