import { purchaseStateLabel } from '../../../../domain/erp/purchaseMachine.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { fenToYuan } from '../../../../domain/money.ts';
import type { Translate } from '../../../locales/text.ts';
import { escapeCell, exportFileName, type Cell } from '../../../schema/list/exportCells.ts';
import type { WorkbookSheet } from '../../../schema/list/exportWorkbook.ts';
import { methodLabel } from './purchaseLabels.ts';
import type { PurchaseDetail } from './purchaseApi.ts';

const text = (v: unknown): Cell => (v === null || v === undefined || v === '' ? null : escapeCell(String(v)));

/**
 * 导出 of one order: a workbook of four sheets — the order (header and amounts, 大写金额), its
 * lines, its shipments one row per serial, its payments — money in yuan as numbers. Pure; the
 * page loads it (and the writer) with the first export.
 */
export function orderSheets(detail: PurchaseDetail, t: Translate): WorkbookSheet[] {
  const { order, company } = detail;
  const head: [string, Cell][] = [
    [t('erp.purchase.export.no'), text(order.no)],
    [t('erp.purchase.export.state'), purchaseStateLabel(order.state)],
    [t('erp.purchase.export.company'), text(company.name)],
    [t('erp.purchase.print.creditCode'), text(company.credit_code)],
    [t('erp.purchase.print.contact'), text(`${company.contact} ${company.phone}`)],
    [t('erp.purchase.print.address'), text(company.address)],
    [t('erp.purchase.export.group'), text(company.group_name)],
    [t('erp.purchase.export.createdAt'), formatDate(order.created_at)],
    [t('erp.purchase.export.createdBy'), text(order.created_by_name)],
    [t('erp.purchase.export.approvedBy'), text(order.approved_by_name)],
    [t('erp.purchase.export.reviewedBy'), text(order.reviewed_by_name)],
    [t('erp.purchase.amount.subtotal'), fenToYuan(order.subtotal)],
    [t('erp.purchase.amount.groupDiscount', { rate: order.discount_rate }), fenToYuan(order.discount_amount)],
    [t('erp.purchase.amount.total'), fenToYuan(order.total)],
    [t('erp.purchase.amount.returned'), fenToYuan(order.returned_amount)],
    [t('erp.purchase.amount.paid'), fenToYuan(order.paid)],
    [t('erp.purchase.amount.due'), fenToYuan(detail.due)],
    [t('erp.purchase.print.inWords'), text(detail.amount_in_words)],
    [t('erp.purchase.field.remark'), text(order.remark)],
  ];
  return [
    { name: t('erp.purchase.export.sheetOrder'), headers: [t('erp.purchase.export.item'), t('erp.purchase.export.value')], rows: head.map(([k, v]) => [k, v]) },
    {
      name: t('erp.purchase.export.sheetLines'),
      headers: ['#', t('erp.purchase.lines.model'), t('erp.purchase.lines.quantity'), t('erp.purchase.export.unitPrice'), t('erp.purchase.col.discount'), t('erp.purchase.export.amount'), t('erp.purchase.col.shipped'), t('erp.purchase.col.returned')],
      rows: detail.lines.map((l, i): Cell[] => [i + 1, text(l.product_name), l.quantity, fenToYuan(l.unit_price), l.discount_rate, fenToYuan(l.amount), l.shipped_quantity, l.returned_quantity]),
    },
    {
      name: t('erp.purchase.export.sheetShipments'),
      headers: [t('erp.purchase.export.shipmentNo'), t('erp.purchase.ship.courier'), t('erp.purchase.ship.courierNo'), t('erp.purchase.export.shippedAt'), t('erp.purchase.export.operator'), t('erp.purchase.export.serial'), t('erp.purchase.lines.model'), t('erp.purchase.export.returnedAt'), t('erp.purchase.export.returnReason')],
      rows: detail.shipments.flatMap((s) =>
        s.serials.map((x): Cell[] => [text(s.no), text(s.courier), text(s.courier_no), formatDate(s.created_at), text(s.operator_name), text(x.serial), text(x.product_name), x.returned_at ? formatDate(x.returned_at) : null, text(x.return_reason)]),
      ),
    },
    {
      name: t('erp.purchase.export.sheetPayments'),
      headers: [t('erp.purchase.payments.paidOn'), t('erp.purchase.export.amount'), t('erp.purchase.payments.method'), t('erp.purchase.payments.remark'), t('erp.purchase.payments.operator'), t('erp.purchase.export.recordedAt')],
      rows: detail.payments.map((p): Cell[] => [text(p.paid_on), fenToYuan(p.amount), methodLabel(p.method), text(p.remark), text(p.operator_name), formatDate(p.created_at)]),
    },
  ];
}

/** Builds and downloads the order's workbook (采购单_CG…_yyyyMMdd_HHmm.xlsx). */
export async function exportOrder(detail: PurchaseDetail, t: Translate): Promise<void> {
  const [{ buildWorkbookSheets }, { downloadBytes }] = await Promise.all([import('../../../schema/list/exportWorkbook.ts'), import('../../../schema/list/runExport.ts')]);
  downloadBytes(await buildWorkbookSheets(orderSheets(detail, t)), exportFileName(t('erp.purchase.export.file', { no: detail.order.no }), new Date()));
}
