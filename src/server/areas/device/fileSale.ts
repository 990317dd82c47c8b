import { sql } from 'kysely';
import { erpPages } from '../../../../resources/erp/pages.ts';
import { PURCHASE_STATES } from '../../../../resources/erp/enums.ts';
import { erpPurchases } from '../../../../resources/erp/purchases.ts';
import type { AuthUser } from '../../authUser.ts';
import type { Db } from '../../db/database.ts';
import type { AreaSet } from '../../engine/area.ts';
import { reachOf } from './fileReach.ts';
import type { FileSale } from '../../../domain/deviceFile.ts';

export type { FileSale } from '../../../domain/deviceFile.ts';

/** A hand-written page's route by its component (resources/erp/pages.ts), its `:id` filled. */
const pagePath = (component: string, id: number): string => {
  const page = erpPages.find((p) => p.component === component);
  return page ? page.path.replace(':id', String(id)) : '';
};

/**
 * The sale section for a caller: undefined when the caller may not read the orders' list (the
 * section is left out), null when no shipment sent the serial (or its order is outside the
 * caller's reach), else the one shipment (a serial ships once, ever: erp_shipment_serial is unique).
 */
export async function readSale(db: Db, areas: AreaSet, user: AuthUser, serial: string): Promise<FileSale | null | undefined> {
  const reach = reachOf(areas, erpPurchases, user);
  if (!reach) return undefined;
  const row = await db
    .selectFrom('erp_shipment_serial as ss')
    .innerJoin('erp_shipment as sh', 'sh.id', 'ss.shipment_id')
    .innerJoin('erp_purchase', 'erp_purchase.id', 'ss.purchase_id')
    .innerJoin('erp_company as co', 'co.id', 'erp_purchase.company_id')
    .select([
      'sh.id as shipment_id', 'sh.no as shipment_no', 'sh.courier', 'sh.courier_no', 'sh.created_at as shipped_at',
      'ss.returned_at', 'ss.return_reason',
      'erp_purchase.id as order_id', 'erp_purchase.no as order_no', 'erp_purchase.state',
      'co.id as company_id', 'co.name as company_name',
    ])
    .where('ss.serial', '=', serial)
    .executeTakeFirst();
  if (!row) return null;
  const reached = await sql`select 1 as one from ${sql.table(erpPurchases.table)} where ${sql.ref('id')} = ${row.order_id} and ${reach.where}`.execute(db);
  if (!reached.rows.length) return null;
  const state = PURCHASE_STATES.find((s) => s.value === row.state);
  const orderId = Number(row.order_id);
  const companyId = Number(row.company_id);
  return {
    shipment: {
      id: Number(row.shipment_id),
      no: row.shipment_no,
      courier: row.courier ?? null,
      courier_no: row.courier_no,
      created_at: String(row.shipped_at),
      returned: row.returned_at !== null && row.returned_at !== undefined,
      returned_at: row.returned_at ? String(row.returned_at) : null,
      return_reason: row.return_reason ?? null,
    },
    order: { id: orderId, no: row.order_no, state: row.state, state_label: state?.label ?? row.state, state_color: state?.color, path: pagePath('ErpPurchasePage', orderId) },
    company: { id: companyId, name: row.company_name, path: pagePath('ErpCompanyPurchasePage', companyId) },
  };
}
