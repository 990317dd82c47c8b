import { useList } from '@refinedev/core';
import { Alert, Button, Descriptions, Drawer, Spin, Typography } from 'antd';
import { useContext, useState } from 'react';
import { deviceActiveLogs } from '../../../../resources/device/activeLogs.ts';
import type { FieldDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import { DateTimeValue, EnumValue, ReferenceValue } from '../../schema/fields/displays.tsx';
import type { FieldViewProps } from '../../schema/fields/types.ts';
import { TabContainerContext } from '../../shell/tabs/TabsContext.ts';
import type { Row } from '../../schema/row.ts';
import { SerialLink } from '../../shared/SerialLink.tsx';
import { ActiveLogCode } from './ActiveLogCode.tsx';
import { ActiveLogDayCount } from './ActiveLogDayCount.tsx';
import { ActiveLogWarranty } from './ActiveLogWarranty.tsx';
import { ACTIVE_LOG_SCREEN } from './deviceApi.ts';
import './device.css';

/** The most requests the drawer lists (a serial with more is filtered in the list). */
const HISTORY_SIZE = 100;

const fieldOf = (name: string): FieldDef => {
  const f = deviceActiveLogs.fields.find((x) => x.name === name);
  if (!f) throw new Error(`deviceActiveLogs has no field ${name}`);
  return f;
};

/** One request of the serial: time, result (and reason), the code, device code, customer, channel, operator and address. */
function HistoryRow({ row }: { row: Row }) {
  const t = useText();
  const view = (name: string) => ({ field: fieldOf(name), value: row[name], record: row });
  const customer = [row.customer_name, row.customer_phone].filter(Boolean).join(' ');
  return (
    <li data-testid="device-history-row">
      <div className="device-history-head">
        <DateTimeValue {...view('created_at')} />
        <EnumValue {...view('result')} />
        {row.reason ? <EnumValue {...view('reason')} /> : null}
        <span>{t('device.history.dayCount')}</span>
        <ActiveLogDayCount {...view('day_count')} />
      </div>
      <ActiveLogCode {...view('code_masked')} />
      <div className="device-history-meta">
        {t('device.history.deviceCode')}：{String(row.device_code ?? '')}
        {customer ? ` · ${t('device.history.customer')}：${customer}` : ''}
        {' · '}{t('device.history.channel')}：<EnumValue {...view('channel')} />
        {row.operator_id ? <>{' · '}{t('device.history.operator')}：<ReferenceValue {...view('operator_id')} /></> : null}
        {row.ip ? ` · ${String(row.ip)}` : ''}
      </div>
    </li>
  );
}

/** The drawer's body: the serial's model and warranty (from its newest record) and its requests, newest first. */
function SerialHistory({ serial }: { serial: string }) {
  const t = useText();
  const { result, query } = useList<Row>({
    resource: ACTIVE_LOG_SCREEN,
    pagination: { currentPage: 1, pageSize: HISTORY_SIZE },
    sorters: [{ field: 'created_at', order: 'desc' }],
    filters: [{ field: 'serial', operator: 'eq', value: serial }],
  });
  if (query.isError) return <Alert type="error" showIcon message={t('device.history.failed', { reason: reasonOf(query.error) ?? String(query.error) })} />;
  if (query.isLoading) return <Spin tip={t('device.history.loading')}><div style={{ minHeight: 80 }} /></Spin>;
  const rows = result.data.filter((r) => r.serial === serial);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('device.history.empty')}</Typography.Text>;
  const newest = rows[0];
  const total = Number(result.total ?? rows.length);
  return (
    <>
      <Descriptions size="small" column={1} style={{ marginBottom: 8 }}>
        <Descriptions.Item label={t('device.history.model')}><ReferenceValue field={fieldOf('model_id')} value={newest.model_id ?? '—'} record={newest} /></Descriptions.Item>
        <Descriptions.Item label={t('device.history.warranty')}><ActiveLogWarranty field={fieldOf('warranty_end')} value={newest.warranty_end} record={newest} /></Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">{t('device.history.total', { count: total })}</Typography.Text>
      {total > rows.length && <Typography.Paragraph type="secondary">{t('device.history.more', { count: rows.length })}</Typography.Paragraph>}
      <ul className="device-history-list" data-testid="device-history">
        {rows.map((r) => <HistoryRow key={String(r.id)} row={r} />)}
      </ul>
    </>
  );
}

/** A record's serial as a button that opens the drawer with the serial's whole history, and 档案 beside it: its device file (when the user may open it). */
export function ActiveLogSerial({ value }: FieldViewProps) {
  const t = useText();
  const tabElement = useContext(TabContainerContext);
  const [open, setOpen] = useState(false);
  const serial = typeof value === 'string' ? value : '';
  if (!serial) return <span />;
  return (
    <>
      <Button type="link" size="small" className="device-serial" aria-label={t('device.serial.open', { serial })} onClick={() => setOpen(true)}>{serial}</Button>
      <SerialLink serial={serial} fallback={null}><span className="device-serial-file">{t('device.serial.file')}</span></SerialLink>
      {open && (
        <Drawer
          open
          onClose={() => setOpen(false)}
          title={t('device.history.title', { serial })}
          width="min(560px, 100vw)"
          getContainer={tabElement ? () => tabElement() ?? document.body : undefined}
          rootClassName={tabElement ? 'tab-drawer' : undefined}
          data-testid="device-history-drawer"
        >
          <SerialHistory serial={serial} />
        </Drawer>
      )}
    </>
  );
}
