import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';

/** The most phones one look-up takes (a list page's customers). */
export const DEALER_PHONES_MAX = 50;

/**
 * GET /erp/dealers?phone=a,b → `{ list: [{ phone, company_id, company_name }] }`: for each phone,
 * the company its customer account is linked to (erp_relation), for the dealer tag beside a
 * customer on repairs and requests. Phones without a linked account are left out. One call for
 * a whole list page: at most DEALER_PHONES_MAX phones (400 beyond).
 */
export const dealersHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const phones = [...new Set((c.req.query('phone') ?? '').split(',').map((p) => p.trim()).filter(Boolean))];
  if (phones.length > DEALER_PHONES_MAX) throw new ApiError('FILTER_INVALID', `一次最多查询 ${DEALER_PHONES_MAX} 个手机号，本次 ${phones.length} 个`);
  if (phones.some((p) => p.length > 40)) throw new ApiError('FILTER_INVALID', '手机号格式不正确');
  if (phones.length === 0) return c.json(ok({ list: [] }));
  const rows = await deps.db
    .selectFrom('customer')
    .innerJoin('erp_relation', 'erp_relation.user_id', 'customer.id')
    .innerJoin('erp_company', 'erp_company.id', 'erp_relation.company_id')
    .select(['customer.phone', 'erp_company.id as company_id', 'erp_company.name as company_name'])
    .where('customer.phone', 'in', phones)
    .orderBy('customer.id')
    .execute();
  const byPhone = new Map<string, { phone: string; company_id: number; company_name: string }>();
  for (const r of rows) if (r.phone && !byPhone.has(r.phone)) byPhone.set(r.phone, { phone: r.phone, company_id: Number(r.company_id), company_name: r.company_name });
  return c.json(ok({ list: [...byPhone.values()] }));
};
