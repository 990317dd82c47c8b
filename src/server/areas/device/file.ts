import type { Handler } from 'hono';
import { chinaDate } from '../../../domain/chinaTime.ts';
import type { FileSections, SerialFacts } from '../../../domain/deviceFile.ts';
import { ok } from '../../../domain/envelope.ts';
import { WARRANTY_LABELS } from '../../../domain/serial.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { me } from '../../shared/caller.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';
import { readSale } from './fileSale.ts';
import { numbersOfSerial, readSection, SECTIONS } from './fileSections.ts';

/** The longest text read as a serial (a serial is 9 or 10 characters; anything longer is refused unread). */
const MAX_SERIAL = 40;

export type { FileSections, SerialFacts } from '../../../domain/deviceFile.ts';

/**
 * GET /device/file/:serial → `{ serial, info, known, sections }`: one serial's device file. The
 * serial is trimmed and upper-cased; one that is not a serial by the SUP rule is 400. `info` is
 * its model, production month and warranty as of today (China time) by the model rules, known or
 * not. `sections` holds only what the caller may read, each by the access of its list (the
 * endpoint table, as the list itself decides, `mine` queues narrowed the same way): `sale` (the
 * shipment, order and dealer that sold it; null when none did), then repairs, requests,
 * exchanges, tickets (linked to the serial, or to one of its repair/request/exchange numbers) and
 * activeLogs (decryption records), each `{ total, list }` newest first, at most 50. `known`: any
 * section the caller reads has something.
 */
export const deviceFileHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const raw = c.req.param('serial') ?? '';
  if (raw.length > MAX_SERIAL) throw new ApiError('VALIDATION_FAILED', '「序列号」不是有效的序列号');
  const rules = await loadWarrantyRules(deps.db);
  const { info, rule } = checkSerial(rules, raw);
  if (!info.valid) throw new ApiError('VALIDATION_FAILED', `「${raw.trim().slice(0, MAX_SERIAL)}」不是有效的序列号（SUP + 两位数字 + 1–2 位字母 + 生产年月四位）`);
  const serial = info.serial;
  const today = chinaDate(deps.clock.now());
  const state = today <= info.warrantyEnd ? 'in' : 'out';
  const facts: SerialFacts = {
    model: rule ? { id: rule.id, name: rule.name } : null,
    produced_on: info.producedOn.slice(0, 7),
    warranty_months: rule?.months ?? 12,
    warranty_end: info.warrantyEnd,
    warranty_state: state,
    warranty_label: WARRANTY_LABELS[state],
  };
  const numbers = await numbersOfSerial(deps.db, serial);
  const sections: FileSections = {};
  const sale = await readSale(deps.db, deps.areas, user, serial);
  if (sale !== undefined) sections.sale = sale;
  for (const spec of SECTIONS) {
    const section = await readSection(deps.db, deps.areas, user, spec, serial, numbers);
    if (section) sections[spec.key] = section;
  }
  const known = !!sections.sale || SECTIONS.some((s) => (sections[s.key]?.total ?? 0) > 0);
  return c.json(ok({ serial, info: facts, known, sections }));
};
