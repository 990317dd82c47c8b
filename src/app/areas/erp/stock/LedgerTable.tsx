import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { routeTable } from '../../../../../resources/registry.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';
import { EnumValue } from '../../../schema/fields/displays.tsx';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { ledgerField, STOCK_PATHS, type LedgerRow } from './stockApi.ts';

const KIND = ledgerField('kind');

/** A signed quantity: +3 in green, −2 in red. */
const Signed = ({ n }: { n: number }) => <span className={n > 0 ? 'erp-qty-in' : 'erp-qty-out'}>{n > 0 ? `+${n}` : String(n)}</span>;

/**
 * Ledger rows as a table: time, model (unless one model's), kind, the signed quantity, the balance
 * after it, the order (a link to its detail when the user may open it), the shipment, the reason
 * and who. The whole ledger's drawer pages it; a model's latest moves show as they are.
 */
export function LedgerTable({ rows, showModel, pagination, loading }: { rows: readonly LedgerRow[]; showModel: boolean; pagination?: TablePaginationConfig | false; loading?: boolean }) {
  const t = useText();
  const { user } = useAccessUser();
  const orderLink = (r: LedgerRow) => {
    if (!r.purchase_no || r.purchase_id === null) return r.purchase_no ?? '';
    const href = STOCK_PATHS.purchase(r.purchase_id);
    return canOpen(routeTable(), user, href) ? <Link to={href}>{r.purchase_no}</Link> : r.purchase_no;
  };
  const columns: ColumnsType<LedgerRow> = [
    { key: 'time', title: t('erp.stock.col.time'), dataIndex: 'created_at', width: 160, render: (v: string) => formatDate(v, 'datetime') },
    ...(showModel ? [{ key: 'model', title: t('erp.stock.col.model'), dataIndex: 'model', width: 160 }] : []),
    { key: 'kind', title: t('erp.stock.col.kind'), dataIndex: 'kind', width: 100, render: (v: string) => <EnumValue field={KIND} value={v} /> },
    { key: 'quantity', title: t('erp.stock.col.quantity'), dataIndex: 'quantity', width: 80, align: 'right', render: (n: number) => <Signed n={n} /> },
    { key: 'balance', title: t('erp.stock.col.balance'), dataIndex: 'balance', width: 80, align: 'right' },
    { key: 'order', title: t('erp.stock.col.order'), width: 160, render: (_: unknown, r: LedgerRow) => orderLink(r) },
    { key: 'shipment', title: t('erp.stock.col.shipment'), dataIndex: 'shipment_no', width: 160 },
    { key: 'reason', title: t('erp.stock.col.reason'), dataIndex: 'reason', width: 200 },
    { key: 'operator', title: t('erp.stock.col.operator'), dataIndex: 'operator', width: 100 },
  ];
  return (
    <Table<LedgerRow>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows as LedgerRow[]}
      pagination={pagination ?? false}
      loading={loading}
      scroll={{ x: 'max-content' }}
      data-testid="erp-ledger-table"
    />
  );
}
