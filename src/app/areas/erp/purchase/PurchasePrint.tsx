import { createPortal } from 'react-dom';
import { amountInWords } from '../../../../domain/erp/amountInWords.ts';
import { purchaseStateLabel } from '../../../../domain/erp/purchaseMachine.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import type { PurchaseDetail } from './purchaseApi.ts';
import './print.css';

/**
 * The order as it prints (打印: the browser's print): one clean A4 page — the company, the number
 * and date, the lines, the totals with the amount in capitals (大写金额), the remark and the
 * signatures. It lives in document.body beside the app, hidden on screen; print.css shows it and
 * nothing else of the app when printing.
 */
export function PurchasePrint({ detail }: { detail: PurchaseDetail }) {
  return createPortal(<PrintSheet detail={detail} />, document.body);
}

export function PrintSheet({ detail }: { detail: PurchaseDetail }) {
  const t = useText();
  const { order, company, lines } = detail;
  return (
    <div className="erp-print-root" data-testid="erp-print">
      <h1 className="erp-print-title">{t('erp.purchase.print.title')}</h1>
      <div className="erp-print-meta">
        <span>{t('erp.purchase.print.no', { no: order.no })}</span>
        <span>{t('erp.purchase.print.date', { date: formatDate(order.created_at, 'date') })}</span>
        <span>{t('erp.purchase.print.state', { state: purchaseStateLabel(order.state) })}</span>
      </div>
      <table className="erp-print-party">
        <tbody>
          <tr>
            <th scope="row">{t('erp.purchase.print.buyer')}</th>
            <td>{company.name}</td>
            <th scope="row">{t('erp.purchase.print.creditCode')}</th>
            <td>{company.credit_code}</td>
          </tr>
          <tr>
            <th scope="row">{t('erp.purchase.print.contact')}</th>
            <td>{company.contact} {company.phone}</td>
            <th scope="row">{t('erp.purchase.print.address')}</th>
            <td>{company.address ?? ''}</td>
          </tr>
        </tbody>
      </table>
      <table className="erp-print-lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('erp.purchase.lines.model')}</th>
            <th scope="col">{t('erp.purchase.lines.quantity')}</th>
            <th scope="col">{t('erp.purchase.col.unitPrice')}</th>
            <th scope="col">{t('erp.purchase.col.discount')}</th>
            <th scope="col">{t('erp.purchase.lines.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.id}>
              <td>{i + 1}</td>
              <td>{l.product_name}</td>
              <td className="erp-num">{l.quantity}</td>
              <td className="erp-num">{formatMoney(l.unit_price)}</td>
              <td className="erp-num">{l.discount_rate ? `${l.discount_rate}%` : '-'}</td>
              <td className="erp-num">{formatMoney(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>{t('erp.purchase.amount.subtotal')}</th>
            <td className="erp-num">{formatMoney(order.subtotal)}</td>
          </tr>
          {order.discount_amount > 0 && (
            <tr>
              <th scope="row" colSpan={5}>{t('erp.purchase.amount.groupDiscount', { rate: order.discount_rate })}</th>
              <td className="erp-num">-{formatMoney(order.discount_amount)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={5}>{t('erp.purchase.amount.total')}</th>
            <td className="erp-num"><strong>{formatMoney(order.total)}</strong></td>
          </tr>
          <tr>
            <th scope="row">{t('erp.purchase.print.inWords')}</th>
            <td colSpan={5} data-testid="erp-print-words">{t('erp.purchase.print.rmb', { words: amountInWords(order.total) })}</td>
          </tr>
        </tfoot>
      </table>
      {order.remark && <p className="erp-print-remark">{t('erp.purchase.print.remark', { remark: order.remark })}</p>}
      <div className="erp-print-signs">
        <span>{t('erp.purchase.print.maker', { name: order.created_by_name ?? '' })}</span>
        <span>{t('erp.purchase.print.approver', { name: order.approved_by_name ?? '' })}</span>
        <span>{t('erp.purchase.print.buyerSign')}</span>
        <span>{t('erp.purchase.print.sellerSign')}</span>
      </div>
    </div>
  );
}
