import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { OPTIONS_LIMIT, withInitials } from '../../engine/options.ts';
import { ApiError } from '../../errors.ts';

/** The label of a customer account in the relation form: 用户名（姓名 手机号）. */
export const customerLabel = (r: { username: string; name: string | null; phone: string | null }): string => {
  const more = [r.name, r.phone].filter((x) => x && x.trim()).join(' ');
  return more ? `${r.username}（${more}）` : r.username;
};

/**
 * GET /erp/customers?q= → `{ list: [{ value, label, initials }], more }`: the customer accounts
 * the relation form links to a company (its users need not may read /user), `?q=` a prefix of the
 * username, phone or name, at most OPTIONS_LIMIT, by username.
 */
export const customersHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const q = (c.req.query('q') ?? '').trim();
  if (q.length > 100) throw new ApiError('FILTER_INVALID', '搜索内容过长');
  const end = `${q}\uffff`;
  let query = deps.db.selectFrom('customer').select(['id', 'username', 'name', 'phone']);
  if (q)
    query = query.where((e) =>
      e.or([
        e.and([e('username', '>=', q), e('username', '<', end)]),
        e.and([e('phone', '>=', q), e('phone', '<', end)]),
        e.and([e('name', '>=', q), e('name', '<', end)]),
      ]));
  const rows = await query.orderBy('username').orderBy('id').limit(OPTIONS_LIMIT + 1).execute();
  const list = withInitials(rows.slice(0, OPTIONS_LIMIT).map((r) => ({ value: Number(r.id), label: customerLabel(r) })));
  return c.json(ok({ list, more: rows.length > OPTIONS_LIMIT }));
};
