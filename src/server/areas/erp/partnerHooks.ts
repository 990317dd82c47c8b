import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { ApiError } from '../../errors.ts';

/**
 * The partners' server hooks: a group in use by a company is kept (409 naming the companies), a
 * company with orders or linked accounts is kept (409 naming the counts), a company's group and a
 * relation's account and company must exist, and an account belongs to one company only (409
 * naming the company it is already linked to; the unique index on `erp_relation.user_id` backs it).
 */

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

/** How many companies a refusal names before 等 N 家. */
const NAMED_COMPANIES = 5;

const countOf = async (query: Promise<{ n: string | number | bigint } | undefined>): Promise<number> => Number((await query)?.n ?? 0);

/** A group a company is in is not deleted: 409 naming its companies (up to NAMED_COMPANIES, then 等 N 家). */
export const groupHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    const companies = await db.selectFrom('erp_company').select('name').where('group_id', '=', Number(before.id)).orderBy('id').execute();
    if (companies.length === 0) return;
    const names = companies.slice(0, NAMED_COMPANIES).map((c) => `「${c.name}」`).join('、');
    const more = companies.length > NAMED_COMPANIES ? ` 等 ${companies.length} 家公司` : '';
    throw new ApiError('ILLEGAL_TRANSITION', `分组「${String(before.name)}」正在被公司${names}${more}使用，不能删除`);
  },
};

/** The group a company names must exist. */
async function checkGroup(db: Db, merged: Row): Promise<void> {
  const found = await db.selectFrom('erp_group').select('id').where('id', '=', Number(merged.group_id)).executeTakeFirst();
  if (!found) throw new ApiError('VALIDATION_FAILED', '所选的分组不存在');
}

/** A company with orders or linked accounts is not deleted: 409 naming both counts. */
async function checkCompanyUnused(db: Db, company: Row): Promise<void> {
  const id = Number(company.id);
  const orders = await countOf(db.selectFrom('erp_purchase').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', id).executeTakeFirst());
  const accounts = await countOf(db.selectFrom('erp_relation').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', id).executeTakeFirst());
  if (orders === 0 && accounts === 0) return;
  const held = [orders ? `${orders} 张采购单` : '', accounts ? `${accounts} 个关联账号` : ''].filter(Boolean).join('、');
  throw new ApiError('ILLEGAL_TRANSITION', `公司「${String(company.name)}」有 ${held}，不能删除`);
}

export const companyHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before, values }) => {
    if (kind === 'delete' && before) return checkCompanyUnused(db, before);
    if (kind === 'create' || (kind === 'update' && values.group_id !== undefined)) await checkGroup(db, { ...before, ...values });
  },
};

/** The account a relation names is a customer account, not yet linked to another company; its company exists. */
async function checkRelation(db: Db, merged: Row, selfId: number | null): Promise<void> {
  const userId = Number(merged.user_id);
  const account = await db.selectFrom('customer').select('username').where('id', '=', userId).executeTakeFirst();
  if (!account) throw new ApiError('VALIDATION_FAILED', '所选的客户账号不存在');
  const company = await db.selectFrom('erp_company').select('id').where('id', '=', Number(merged.company_id)).executeTakeFirst();
  if (!company) throw new ApiError('VALIDATION_FAILED', '所选的公司不存在');
  const taken = await db
    .selectFrom('erp_relation')
    .innerJoin('erp_company', 'erp_company.id', 'erp_relation.company_id')
    .select(['erp_relation.id', 'erp_company.name'])
    .where('erp_relation.user_id', '=', userId)
    .executeTakeFirst();
  if (taken && Number(taken.id) !== selfId) throw new ApiError('DUPLICATE', `客户账号「${account.username}」已关联到公司「${taken.name}」，每个账号只能关联一家公司`);
}

export const relationHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before, values }) => {
    if (kind !== 'create' && kind !== 'update') return;
    await checkRelation(db, { ...before, ...values }, before ? Number(before.id) : null);
  },
};
