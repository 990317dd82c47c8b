import { chinaDate } from '../../../domain/chinaTime.ts';
import type { Handler } from 'hono';
import { PRODUCT_CATEGORIES, SALE_STATES } from '../../../../resources/needs/products.ts';
import { ok } from '../../../domain/envelope.ts';
import { WARRANTY_LABELS } from '../../../domain/serial.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';

const labelOf = (options: readonly { value: string; label: string }[], value: string): string =>
  options.find((o) => o.value === value)?.label ?? value;

/** GET /needs/production/warranty-rules → `{list: [{id, name, code, letters, months}]}`. */
export const warrantyRulesHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const rules = await loadWarrantyRules(deps.db);
  return c.json(ok({ list: rules.map(({ id, name, code, letters, months }) => ({ id, name, code, letters, months })) }));
};

/**
 * GET /needs/production/serial-check?serial=… → the model, production month, warranty end and
 * state as of today (China time). Not a serial → 400 naming the rule.
 */
export const serialCheckHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const raw = c.req.query('serial') ?? '';
  if (raw.trim() === '') throw new ApiError('VALIDATION_FAILED', '「序列号」不能为空');
  if (raw.length > 40) throw new ApiError('VALIDATION_FAILED', '「序列号」不是有效的序列号');
  const rules = await loadWarrantyRules(deps.db);
  const { info, rule } = checkSerial(rules, raw);
  if (!info.valid) throw new ApiError('VALIDATION_FAILED', '「序列号」不是有效的序列号（SUP + 两位数字 + 1–2 位字母 + 生产年月四位）');
  const today = chinaDate(deps.clock.now());
  const state = today <= info.warrantyEnd ? 'in' : 'out';
  const model = rule ? rules.find((r) => r.id === rule.id) : undefined;
  return c.json(ok({
    serial: info.serial,
    model: model ? { id: model.id, name: model.name, category: labelOf(PRODUCT_CATEGORIES, model.category), sale_state: labelOf(SALE_STATES, model.sale_state) } : null,
    warranty_months: rule?.months ?? 12,
    produced_on: info.producedOn.slice(0, 7),
    warranty_end: info.warrantyEnd,
    today,
    state,
    state_label: WARRANTY_LABELS[state],
  }));
};
