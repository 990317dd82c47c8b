import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routeTable } from '../../../../../resources/registry.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { LightTag } from '../../../ui/LightTag.tsx';
import { SECTION_KEYS, type DeviceFile, type FileEntry, type FileSale, type FileSection, type SectionKey } from './deviceFileApi.ts';

/** A record's page as a link when the user may open it (the route guard's rule), its text otherwise. */
function RecordLink({ path, label, children }: { path: string; label?: string; children: ReactNode }) {
  const { user } = useAccessUser();
  if (!path || !canOpen(routeTable(), user, path)) return <span>{children}</span>;
  return <Link to={path} aria-label={label}>{children}</Link>;
}

/** One titled block of the page (a heading the screen reader's outline lists). */
function Block({ id, title, extra, children }: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="device-file-block" aria-labelledby={`device-file-${id}`} data-testid={`device-file-${id}`}>
      <div className="device-file-block-head">
        <h3 id={`device-file-${id}`}>{title}</h3>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** 销售与发货: the order, the dealer and the shipment that sold the serial (or that none did). */
function SaleBlock({ sale }: { sale: FileSale | null }) {
  const t = useText();
  const title = t('device.file.section.sale');
  if (!sale) return <Block id="sale" title={title}><p className="device-file-empty">{t('device.file.sale.none')}</p></Block>;
  const { order, company, shipment } = sale;
  return (
    <Block id="sale" title={title}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('device.file.sale.order')}>
          <span className="device-file-inline">
            <RecordLink path={order.path}>{order.no}</RecordLink>
            <LightTag color={order.state_color}>{order.state_label}</LightTag>
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('device.file.sale.company')}><RecordLink path={company.path}>{company.name}</RecordLink></Descriptions.Item>
        <Descriptions.Item label={t('device.file.sale.shipment')}>{shipment.no}</Descriptions.Item>
        <Descriptions.Item label={t('device.file.sale.courier')}>{[shipment.courier, shipment.courier_no].filter(Boolean).join(' ')}</Descriptions.Item>
        <Descriptions.Item label={t('device.file.sale.shippedAt')}>{formatDate(shipment.created_at, 'datetime')}</Descriptions.Item>
        <Descriptions.Item label={t('device.file.sale.return')}>
          {shipment.returned ? t('device.file.sale.returned', { at: formatDate(shipment.returned_at, 'datetime'), reason: shipment.return_reason ?? '' }) : t('device.file.sale.notReturned')}
        </Descriptions.Item>
      </Descriptions>
    </Block>
  );
}

/** One record of a section: its number (or time) as a link to it, its state, a line about it and its time. */
function EntryRow({ entry }: { entry: FileEntry }) {
  const t = useText();
  const time = formatDate(entry.created_at, 'datetime');
  return (
    <li className="device-file-entry" data-testid="device-file-entry">
      <span className="device-file-inline">
        <RecordLink path={entry.path} label={entry.no ? undefined : t('device.file.entryTime', { time })}>{entry.no ?? time}</RecordLink>
        <LightTag color={entry.state_color}>{entry.state_label}</LightTag>
      </span>
      {entry.note ? <span className="device-file-note">{entry.note}</span> : null}
      {entry.no ? <time className="device-file-time" dateTime={entry.created_at}>{time}</time> : null}
    </li>
  );
}

/** A section of records, newest first: at most 50 listed, the total beside the title. */
function RecordBlock({ sectionKey, section }: { sectionKey: SectionKey; section: FileSection }) {
  const t = useText();
  const count = section.total > section.list.length ? t('device.file.more', { shown: section.list.length, count: section.total }) : t('device.file.count', { count: section.total });
  return (
    <Block id={sectionKey} title={t(`device.file.section.${sectionKey}`)} extra={<span className="device-file-count">{count}</span>}>
      {section.list.length === 0 ? (
        <p className="device-file-empty">{t('device.file.empty')}</p>
      ) : (
        <ol className="device-file-timeline">{section.list.map((e) => <EntryRow key={e.id} entry={e} />)}</ol>
      )}
    </Block>
  );
}

/** Every section the answer holds, in order; a section it left out (the user may not read it) is not shown at all. */
export function FileSections({ sections }: { sections: DeviceFile['sections'] }) {
  return (
    <>
      {sections.sale !== undefined && <SaleBlock sale={sections.sale} />}
      {SECTION_KEYS.map((key) => {
        const section = sections[key];
        return section ? <RecordBlock key={key} sectionKey={key} section={section} /> : null;
      })}
    </>
  );
}
