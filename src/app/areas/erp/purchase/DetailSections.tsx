import { Empty, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { purchaseStateLabel } from '../../../../domain/erp/purchaseMachine.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import { SerialLink } from '../../../shared/SerialLink.tsx';
import { methodLabel } from './purchaseLabels.ts';
import type { DetailHistory, DetailLine, DetailPayment, DetailShipment } from './purchaseApi.ts';

/** A table that scrolls sideways on a phone: a named region the keyboard can reach and scroll. */
export function ScrollTable({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="erp-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="erp-table" data-testid={testId}>{children}</table>
    </div>
  );
}

/** The order's lines with what was shipped and returned of each. */
export function LinesTable({ lines }: { lines: readonly DetailLine[] }) {
  const t = useText();
  return (
    <ScrollTable label={t('erp.purchase.section.lines')} testId="erp-detail-lines">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('erp.purchase.lines.model')}</th>
          <th scope="col" className="erp-num">{t('erp.purchase.lines.quantity')}</th>
          <th scope="col" className="erp-num">{t('erp.purchase.col.unitPrice')}</th>
          <th scope="col" className="erp-num">{t('erp.purchase.col.discount')}</th>
          <th scope="col" className="erp-num">{t('erp.purchase.lines.amount')}</th>
          <th scope="col" className="erp-num">{t('erp.purchase.col.shipped')}</th>
          <th scope="col" className="erp-num">{t('erp.purchase.col.returned')}</th>
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
            <td className="erp-num">{l.shipped_quantity}</td>
            <td className="erp-num">{l.returned_quantity}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Each shipment: its number, courier and number, who and when, and its serials (each a link to its device file). */
export function ShipmentsList({ shipments }: { shipments: readonly DetailShipment[] }) {
  const t = useText();
  if (shipments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('erp.purchase.shipments.none')} />;
  return (
    <ol className="erp-shipments" data-testid="erp-detail-shipments">
      {shipments.map((s) => (
        <li key={s.id} className="erp-shipment" data-testid="erp-shipment">
          <div className="erp-shipment-head">
            <Typography.Text strong>{s.no}</Typography.Text>
            <span>{t('erp.purchase.shipments.courier', { courier: s.courier ?? '-', no: s.courier_no })}</span>
            <span>{t('erp.purchase.shipments.units', { n: s.quantity })}</span>
            <Typography.Text type="secondary">{t('erp.purchase.by', { who: s.operator_name ?? '-', at: formatDate(s.created_at) })}</Typography.Text>
          </div>
          {s.remark && <Typography.Paragraph type="secondary" className="erp-shipment-remark">{s.remark}</Typography.Paragraph>}
          <ul className="erp-serials" aria-label={t('erp.purchase.shipments.serialsOf', { no: s.no })}>
            {s.serials.map((x) => (
              <li key={x.serial} className={x.returned_at ? 'erp-serial erp-serial-returned' : 'erp-serial'}>
                <SerialLink serial={x.serial} />
                <span className="erp-serial-model">{x.product_name}</span>
                {x.returned_at && <span className="erp-serial-back">{t('erp.purchase.shipments.returned', { at: formatDate(x.returned_at, 'date'), reason: x.return_reason ?? '' })}</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** 收款 records. */
export function PaymentsTable({ payments }: { payments: readonly DetailPayment[] }) {
  const t = useText();
  if (payments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('erp.purchase.payments.none')} />;
  return (
    <ScrollTable label={t('erp.purchase.section.payments')} testId="erp-detail-payments">
      <thead>
        <tr>
          <th scope="col">{t('erp.purchase.payments.paidOn')}</th>
          <th scope="col" className="erp-num">{t('erp.purchase.payments.amount')}</th>
          <th scope="col">{t('erp.purchase.payments.method')}</th>
          <th scope="col">{t('erp.purchase.payments.remark')}</th>
          <th scope="col">{t('erp.purchase.payments.operator')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id}>
            <td>{p.paid_on}</td>
            <td className="erp-num">{formatMoney(p.amount)}</td>
            <td>{methodLabel(p.method)}</td>
            <td>{p.remark ?? '-'}</td>
            <td>{p.operator_name ?? '-'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The order's history: each step with its states, remark, who and when. */
export function HistoryList({ history }: { history: readonly DetailHistory[] }) {
  const t = useText();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('erp.purchase.history.none')} />;
  return (
    <Timeline
      className="erp-history"
      items={history.map((h) => ({
        key: h.id,
        children: (
          <div data-testid="erp-history-item">
            <Typography.Text strong>{h.action_label}</Typography.Text>
            {h.from_status && h.to_status && h.from_status !== h.to_status && (
              <span className="erp-history-states">{t('erp.purchase.history.states', { from: purchaseStateLabel(h.from_status), to: purchaseStateLabel(h.to_status) })}</span>
            )}
            {h.content && <div className="erp-history-content">{h.content}</div>}
            <Typography.Text type="secondary" className="erp-history-by">{t('erp.purchase.by', { who: h.operator_name ?? '-', at: formatDate(h.created_at) })}</Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
