import { formatMoney } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { useErpModels } from './purchaseApi.ts';
import { rowAmount, rowsOf } from './purchaseRows.ts';
import './purchase.css';

/** 采购明细 as a compact table (机型, 数量, 单价, 折扣, 金额); the models' names from GET /erp/models. */
export function PurchaseLinesDisplay({ value, field }: FieldViewProps) {
  const t = useText();
  const { list: models } = useErpModels();
  const rows = rowsOf(typeof value === 'string' ? parse(value) : value);
  if (rows.length === 0) return <span>-</span>;
  const nameOf = (id: number | null) => models.find((m) => m.value === id)?.label ?? (id === null ? '-' : `#${id}`);
  return (
    <div className="erp-scroll">
      <table className="erp-table erp-table-compact" aria-label={field.label} data-testid="erp-lines-display">
        <thead>
          <tr>
            <th scope="col">{t('erp.purchase.lines.model')}</th>
            <th scope="col" className="erp-num">{t('erp.purchase.lines.quantity')}</th>
            <th scope="col" className="erp-num">{t('erp.purchase.col.unitPrice')}</th>
            <th scope="col" className="erp-num">{t('erp.purchase.col.discount')}</th>
            <th scope="col" className="erp-num">{t('erp.purchase.lines.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td>{nameOf(r.product_id)}</td>
              <td className="erp-num">{r.quantity ?? '-'}</td>
              <td className="erp-num">{formatMoney(r.unit_price)}</td>
              <td className="erp-num">{r.discount_rate ? `${r.discount_rate}%` : '-'}</td>
              <td className="erp-num">{formatMoney(rowAmount(r))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
