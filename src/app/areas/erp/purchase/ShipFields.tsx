import { Form, Input } from 'antd';
import { useState } from 'react';
import { useDataProvider } from '@refinedev/core';
import { Link } from 'react-router';
import { useText } from '../../../locales/useText.ts';
import { PURCHASE_PATHS, purchasePath, type DetailLine, type SerialCheck } from './purchaseApi.ts';
import { serialsOf } from './shipSerials.ts';

/** The serial checks of a shipment form, keyed `product_id:serial`. */
export type SerialChecks = Readonly<Record<string, SerialCheck>>;
export const checkKey = (productId: number, serial: string): string => `${productId}:${serial}`;

/** The form field holding a line's serials (a textarea, one serial per line). */
export const lineFieldName = (lineId: number): string => `serials_${lineId}`;

interface Props {
  lines: readonly DetailLine[];
  checks: SerialChecks;
  onChecked: (found: Record<string, SerialCheck>) => void;
}

/**
 * 发货's serials: per line still to ship, a text area (one serial a line) under the line's model
 * and what it still has to ship. When the area is left, each serial not yet checked is checked
 * one by one (GET /erp/serial-check with the line's model): a serial that is not valid by the SUP
 * rule, of another model or already shipped (its order named, a link) is marked under the area
 * before anything is sent.
 */
export function ShipFields({ lines, checks, onChecked }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(0);
  const check = async (line: DetailLine) => {
    const serials = serialsOf(form.getFieldValue(lineFieldName(line.id)));
    const todo = serials.filter((s) => !checks[checkKey(line.product_id, s)]);
    if (todo.length === 0) return;
    setBusy((n) => n + 1);
    const found: Record<string, SerialCheck> = {};
    try {
      for (const serial of todo) {
        try {
          const res = await getProvider().custom?.<SerialCheck>({ url: PURCHASE_PATHS.serialCheck, method: 'get', query: { serial, product_id: line.product_id } });
          if (res?.data) found[checkKey(line.product_id, serial)] = res.data;
        } catch {
          // a failed check marks nothing: the server checks again when the shipment is sent
        }
      }
      onChecked(found);
      void form.validateFields([lineFieldName(line.id)]).catch(() => undefined);
    } finally {
      setBusy((n) => n - 1);
    }
  };
  const open = lines.filter((l) => l.quantity - l.shipped_quantity > 0);
  return (
    <>
      {open.map((line, i) => (
        <ShipLineField key={line.id} line={line} n={lines.indexOf(line) + 1} index={i} checks={checks} onLeave={() => void check(line)} />
      ))}
      <div aria-live="polite" className="erp-ship-busy">{busy > 0 ? t('erp.purchase.ship.checking') : ''}</div>
    </>
  );
}

/** One line's text area of serials, its count against what the line still has to ship, and its marks. */
function ShipLineField({ line, n, index, checks, onLeave }: { line: DetailLine; n: number; index: number; checks: SerialChecks; onLeave: () => void }) {
  const t = useText();
  const form = Form.useFormInstance();
  const name = lineFieldName(line.id);
  const typed = serialsOf(Form.useWatch(name, form));
  const left = line.quantity - line.shipped_quantity;
  return (
    <Form.Item
      name={name}
      label={t('erp.purchase.ship.lineLabel', { n, model: line.product_name, left })}
      extra={<SerialMarks serials={typed} productId={line.product_id} checks={checks} />}
      rules={[
        {
          validator: (_r, value: unknown) => {
            const serials = serialsOf(value);
            if (serials.length > left) return Promise.reject(new Error(t('erp.purchase.ship.tooMany', { n, model: line.product_name, left, count: serials.length })));
            const bad = serials.find((s) => checks[checkKey(line.product_id, s)]?.valid === false);
            if (bad) return Promise.reject(new Error(t('erp.purchase.ship.badSerial', { serial: bad })));
            return Promise.resolve();
          },
        },
      ]}
    >
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={t('erp.purchase.ship.serialsPlaceholder')} onBlur={onLeave} data-testid={`erp-ship-serials-${index}`} />
    </Form.Item>
  );
}

/** Under a line's area: each typed serial with its check (✓ 有效 / the reason, the order that shipped it). */
function SerialMarks({ serials, productId, checks }: { serials: readonly string[]; productId: number; checks: SerialChecks }) {
  const t = useText();
  if (serials.length === 0) return null;
  return (
    <ul className="erp-ship-marks" aria-live="polite" data-testid="erp-ship-marks">
      {serials.map((s, i) => {
        const c = checks[checkKey(productId, s)];
        return (
          <li key={`${s}-${i}`} data-serial={s} data-valid={c ? String(c.valid) : 'unknown'}>
            <span className="erp-ship-serial">{s}</span>{' '}
            {!c ? (
              <span className="erp-mark-unknown">{t('erp.purchase.ship.unchecked')}</span>
            ) : c.valid ? (
              <span className="erp-mark-ok">{t('erp.purchase.ship.valid', { model: c.model?.name ?? '' })}</span>
            ) : (
              <span className="erp-mark-bad">
                {c.reason ?? t('erp.purchase.ship.invalid')}
                {c.shipped && (
                  <>
                    {' '}
                    <Link to={purchasePath(c.shipped.purchase_id)} target="_blank">{c.shipped.no}</Link>
                  </>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
