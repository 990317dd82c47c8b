import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Select, Typography } from 'antd';
import { NoFormStyle } from 'antd/es/form/context';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PURCHASE_LIMITS } from '../../../../domain/erp/purchaseMoney.ts';
import { purchaseStateLabel } from '../../../../domain/erp/purchaseMachine.ts';
import { fenToYuan, formatMoney, yuanToFen } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import type { FieldInputProps } from '../../../schema/fields/types.ts';
import { purchasePath, useErpModels } from './purchaseApi.ts';
import { rowAmount, rowsAmounts, rowsOf, type LineRow } from './purchaseRows.ts';
import { useGroupDiscount } from './useGroupDiscount.ts';
import { useOpenLines } from './useOpenLines.ts';
import './purchase.css';

const EMPTY_ROW: LineRow = { product_id: null, quantity: 1, unit_price: null, discount_rate: 0 };

/**
 * 采购明细 of the order form: one row per model (机型 — a searchable select of GET /erp/models —,
 * 数量, 单价（元）defaulting to the model's price, 行折扣（%）) with its amount, and the order's
 * figures under them, computed as the server computes them (src/domain/erp/purchaseMoney.ts: half
 * up at the fen); the group's discount shows once the form's 公司 is chosen (when the caller may
 * read the company and its group). With a company and models chosen, the company's open orders
 * holding the same models are named in a warning (a link each); it does not stop the save. The
 * slot's `check` is the server's own rule (checkPurchaseLines).
 */
export function PurchaseLinesInput({ field, value, onChange, id }: FieldInputProps) {
  const t = useText();
  const rows = rowsOf(value);
  const form = Form.useFormInstance();
  const companyId = Form.useWatch('company_id', { form, preserve: true }) as unknown;
  const orderId = Form.useWatch('id', { form, preserve: true }) as unknown;
  const { list: models } = useErpModels();
  const group = useGroupDiscount(companyId);
  const productIds = rows.map((r) => r.product_id).filter((p): p is number => p !== null);
  const open = useOpenLines(companyId, productIds, orderId);
  const amounts = useMemo(() => rowsAmounts(rows, group?.rate ?? 0), [rows, group?.rate]);
  const selects = useRef<({ focus: () => void } | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => {
    if (focus === null) return;
    if (focus < 0) addButton.current?.focus();
    else selects.current[focus]?.focus();
    setFocus(null);
  }, [focus]);

  const options = useMemo(() => models.map((m) => ({ value: m.value, label: m.label, code: m.code })), [models]);
  const set = (next: LineRow[]) => onChange?.(next);
  const change = (i: number, patch: Partial<LineRow>) => set(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const pick = (i: number, productId: number) => {
    const price = models.find((m) => m.value === productId)?.price;
    change(i, { product_id: productId, ...(typeof price === 'number' ? { unit_price: price } : {}) });
  };
  const full = rows.length >= PURCHASE_LIMITS.lines;
  const add = () => {
    if (full) return;
    set([...rows, { ...EMPTY_ROW }]);
    setFocus(rows.length);
  };
  const remove = (i: number) => {
    set(rows.filter((_, j) => j !== i));
    setFocus(i > 0 ? i - 1 : rows.length > 1 ? 0 : -1);
  };

  return (
    <div id={id} role="group" aria-label={field.label} className="erp-lines" data-testid="erp-lines-input">
      <NoFormStyle status override>
        {rows.length === 0 ? (
          <Typography.Paragraph type="secondary" className="erp-lines-note">{t('erp.purchase.lines.empty')}</Typography.Paragraph>
        ) : (
          <>
            <div className="erp-lines-head" aria-hidden="true">
              <span>{t('erp.purchase.lines.quantity')}</span>
              <span>{t('erp.purchase.lines.price')}</span>
              <span>{t('erp.purchase.lines.discount')}</span>
              <span className="erp-lines-num">{t('erp.purchase.lines.amount')}</span>
              <span />
            </div>
            <ol className="erp-lines-list">
              {rows.map((row, i) => {
                const n = i + 1;
                const amount = rowAmount(row);
                return (
                  <li key={i} className="erp-lines-row" data-testid="erp-line-row">
                    <Select<number>
                      ref={(el) => {
                        selects.current[i] = el;
                      }}
                      className="erp-lines-model"
                      showSearch
                      optionFilterProp="label"
                      filterOption={(input, option) => `${option?.label ?? ''} ${(option as { code?: string } | undefined)?.code ?? ''}`.toLowerCase().includes(input.toLowerCase())}
                      aria-label={t('erp.purchase.lines.modelOf', { n })}
                      placeholder={t('erp.purchase.lines.pickModel')}
                      value={row.product_id ?? undefined}
                      options={options}
                      onChange={(v) => pick(i, v)}
                      data-testid="erp-line-model"
                    />
                    <InputNumber
                      className="erp-lines-qty"
                      suffix={t('erp.purchase.lines.unit')}
                      aria-label={t('erp.purchase.lines.quantityOf', { n })}
                      min={1}
                      max={PURCHASE_LIMITS.quantity}
                      precision={0}
                      value={row.quantity}
                      onChange={(v) => change(i, { quantity: typeof v === 'number' ? v : null })}
                    />
                    <InputNumber
                      className="erp-lines-price"
                      aria-label={t('erp.purchase.lines.priceOf', { n })}
                      prefix="¥"
                      min={0}
                      max={fenToYuan(PURCHASE_LIMITS.unitPrice)}
                      precision={2}
                      value={row.unit_price === null ? null : fenToYuan(row.unit_price)}
                      onChange={(v) => change(i, { unit_price: typeof v === 'number' ? yuanToFen(v) : null })}
                    />
                    <InputNumber
                      className="erp-lines-discount"
                      aria-label={t('erp.purchase.lines.discountOf', { n })}
                      suffix="%"
                      min={0}
                      max={PURCHASE_LIMITS.lineDiscount}
                      precision={0}
                      value={row.discount_rate}
                      onChange={(v) => change(i, { discount_rate: typeof v === 'number' ? v : 0 })}
                    />
                    <span className="erp-lines-num erp-lines-amount" data-testid="erp-line-amount">
                      <span className="erp-lines-label">{t('erp.purchase.lines.amount')}：</span>
                      {amount === null ? '-' : formatMoney(amount)}
                    </span>
                    <Button className="erp-lines-del" type="text" danger icon={<DeleteOutlined />} aria-label={t('erp.purchase.lines.remove', { n })} onClick={() => remove(i)} />
                  </li>
                );
              })}
            </ol>
          </>
        )}
        <div className="erp-lines-foot">
          <Button ref={addButton} icon={<PlusOutlined />} onClick={add} disabled={full} data-testid="erp-line-add">{t('erp.purchase.lines.add')}</Button>
          <dl className="erp-lines-totals" aria-live="polite" data-testid="erp-lines-totals">
            <div><dt>{t('erp.purchase.lines.subtotal')}</dt><dd data-testid="erp-lines-subtotal">{formatMoney(amounts.subtotal)}</dd></div>
            {group && group.rate > 0 && (
              <div><dt>{t('erp.purchase.lines.groupDiscount', { name: group.name, rate: group.rate })}</dt><dd data-testid="erp-lines-group">-{formatMoney(amounts.discount_amount)}</dd></div>
            )}
            <div><dt>{t('erp.purchase.lines.total')}</dt><dd data-testid="erp-lines-total"><strong>{formatMoney(amounts.total)}</strong></dd></div>
          </dl>
        </div>
        <div aria-live="polite">
          {open.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="erp-lines-open"
              data-testid="erp-open-lines"
              message={t('erp.purchase.open.title')}
              description={
                <ul className="erp-lines-open-list">
                  {open.map((o) => (
                    <li key={`${o.purchase_id}-${o.product_id}`}>
                      <Link to={purchasePath(o.purchase_id)} target="_blank">{o.no}</Link>
                      {t('erp.purchase.open.item', { state: purchaseStateLabel(o.state), model: o.product_name, quantity: o.quantity, shipped: o.shipped_quantity })}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      </NoFormStyle>
    </div>
  );
}
