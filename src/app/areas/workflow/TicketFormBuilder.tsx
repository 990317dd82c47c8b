import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Empty, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { TICKET_FORM_LIMITS, TICKET_FORM_TYPES, type TicketFormType } from '../../../domain/ticketForm.ts';
import { useText } from '../../locales/useText.ts';
import type { FieldInputProps } from '../../schema/fields/types.ts';
import { emptyRow, rowsOfValue, valueOfRows, type BuilderRow } from './formBuilderRows.ts';
import './ticketForm.css';

const TYPE_OPTIONS = TICKET_FORM_TYPES.map((t) => ({ value: t.value, label: t.label }));

/**
 * A ticket type's extra fields (`form_json`) as rows to add, remove and reorder: 字段名, 名称, 类型,
 * 必填 and, for 选项, the choices. The form value is the list as the server takes it (null for none);
 * the form checks it with checkTicketForm, the server's own rule (the workflow area's `inputs`, area.ts).
 */
export function TicketFormBuilder({ value, onChange, id }: FieldInputProps) {
  const t = useText();
  const [rows, setRows] = useState<BuilderRow[]>(() => rowsOfValue(value));
  // the value this builder last sent: another value is a reset or a loaded record
  const [sent, setSent] = useState(() => JSON.stringify(value ?? null));
  const current = JSON.stringify(value ?? null);
  if (current !== sent) {
    setSent(current);
    setRows(rowsOfValue(value));
  }
  const update = (next: BuilderRow[]) => {
    setRows(next);
    const v = valueOfRows(next);
    setSent(JSON.stringify(v));
    onChange?.(v);
  };
  const patch = (i: number, change: Partial<BuilderRow>) => update(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    update(next);
  };
  return (
    <div id={id} className="ticket-form-builder" role="group">
      {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wf.builder.empty')} />}
      {rows.map((row, i) => {
        const n = i + 1;
        const at = (label: string) => `${t('wf.builder.row', { n })} ${label}`;
        return (
          <fieldset key={row.key} className="ticket-form-builder-row" data-testid="builder-row">
            <legend>{t('wf.builder.row', { n })}</legend>
            <Row gutter={[8, 8]}>
              <Col xs={24} sm={12}>
                <div className="ticket-form-builder-label" aria-hidden>{t('wf.builder.name')}</div>
                <Input aria-label={at(t('wf.builder.name'))} placeholder={t('wf.builder.namePlaceholder')} maxLength={30} value={row.name}
                  onChange={(e) => patch(i, { name: e.target.value })} />
              </Col>
              <Col xs={24} sm={12}>
                <div className="ticket-form-builder-label" aria-hidden>{t('wf.builder.label')}</div>
                <Input aria-label={at(t('wf.builder.label'))} maxLength={TICKET_FORM_LIMITS.labelLength} value={row.label}
                  onChange={(e) => patch(i, { label: e.target.value })} />
              </Col>
              <Col xs={16} sm={12}>
                <div className="ticket-form-builder-label" aria-hidden>{t('wf.builder.type')}</div>
                <Select aria-label={at(t('wf.builder.type'))} style={{ width: '100%' }} options={TYPE_OPTIONS} value={row.type}
                  onChange={(v: TicketFormType) => patch(i, { type: v })} />
              </Col>
              <Col xs={8} sm={12} className="ticket-form-builder-check">
                <Checkbox checked={row.required} onChange={(e) => patch(i, { required: e.target.checked })} aria-label={at(t('wf.builder.required'))}>
                  {t('wf.builder.required')}
                </Checkbox>
              </Col>
              {row.type === 'select' && (
                <Col xs={24}>
                  <div className="ticket-form-builder-label" aria-hidden>{t('wf.builder.options')}</div>
                  <Select mode="tags" className="ticket-form-builder-options" aria-label={at(t('wf.builder.options'))} style={{ width: '100%' }} placeholder={t('wf.builder.optionsPlaceholder')}
                    value={row.options} open={false} tokenSeparators={[',', '，']} onChange={(v: string[]) => patch(i, { options: v })} />
                </Col>
              )}
              <Col xs={24}>
                <Space size={4}>
                  <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('wf.builder.up', { n })} onClick={() => move(i, -1)} />
                  <Button size="small" icon={<ArrowDownOutlined />} disabled={i === rows.length - 1} aria-label={t('wf.builder.down', { n })} onClick={() => move(i, 1)} />
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('wf.builder.remove', { n })} onClick={() => update(rows.filter((_, j) => j !== i))} />
                </Space>
              </Col>
            </Row>
          </fieldset>
        );
      })}
      <Button type="dashed" block icon={<PlusOutlined />} disabled={rows.length >= TICKET_FORM_LIMITS.fields}
        onClick={() => update([...rows, emptyRow()])}>
        {t('wf.builder.add')}
      </Button>
    </div>
  );
}
