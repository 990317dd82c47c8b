import { Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { erpPurchases } from '../../../../../resources/erp/purchases.ts';
import { PURCHASE_STATES } from '../../../../../resources/erp/enums.ts';
import { routeTable } from '../../../../../resources/registry.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import { EnumValue } from '../../../schema/fields/displays.tsx';
import { PAGE_SIZES } from '../../../schema/list/listDefaults.ts';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import type { CompanyOrder } from './companyPurchasesApi.ts';
import { PARTNER_PATHS } from './partnerPaths.ts';

const STATE = erpPurchases.fields.find((f) => f.name === 'state')!;

export interface OrdersPaging {
  page: number;
  pageSize: number;
  state?: string;
}

/** The company's orders: a state filter, then number (a link when allowed), state, units, amounts and time, paged. */
export function CompanyOrders({ rows, total, paging, loading, onChange }: { rows: readonly CompanyOrder[]; total: number; paging: OrdersPaging; loading: boolean; onChange: (p: OrdersPaging) => void }) {
  const t = useText();
  const { user } = useAccessUser();
  const numberOf = (o: CompanyOrder) => {
    const href = PARTNER_PATHS.purchasePage(o.id);
    return canOpen(routeTable(), user, href) ? <Link to={href}>{o.no}</Link> : o.no;
  };
  const money = (n: number) => formatMoney(n);
  const columns: ColumnsType<CompanyOrder> = [
    { key: 'no', title: t('erp.company.col.no'), width: 170, render: (_: unknown, o) => numberOf(o) },
    { key: 'state', title: t('erp.company.col.state'), dataIndex: 'state', width: 100, render: (v: string) => <EnumValue field={STATE} value={v} /> },
    { key: 'quantity', title: t('erp.company.col.quantity'), dataIndex: 'quantity', width: 70, align: 'right' },
    { key: 'shipped', title: t('erp.company.col.shipped'), dataIndex: 'shipped_quantity', width: 80, align: 'right' },
    { key: 'total', title: t('erp.company.col.total'), dataIndex: 'total', width: 130, align: 'right', render: money },
    { key: 'paid', title: t('erp.company.col.paid'), dataIndex: 'paid', width: 130, align: 'right', render: money },
    { key: 'due', title: t('erp.company.col.due'), dataIndex: 'due', width: 130, align: 'right', render: money },
    { key: 'created', title: t('erp.company.col.createdAt'), dataIndex: 'created_at', width: 160, render: (v: string) => formatDate(v, 'datetime') },
  ];
  return (
    <>
      <div className="erp-company-orders-head">
        <h3 className="erp-company-h3">{t('erp.company.orders')}</h3>
        <Select
          aria-label={t('erp.company.stateFilter')}
          className="erp-company-state"
          allowClear
          placeholder={t('erp.company.allStates')}
          value={paging.state}
          options={PURCHASE_STATES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(state?: string) => onChange({ ...paging, page: 1, state: state || undefined })}
          data-testid="erp-company-state"
        />
      </div>
      <Table<CompanyOrder>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows as CompanyOrder[]}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('erp.company.empty') }}
        data-testid="erp-company-orders"
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (n) => <Typography.Text type="secondary">{t('erp.company.count', { total: n })}</Typography.Text>,
          onChange: (page, pageSize) => onChange({ ...paging, page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
      />
    </>
  );
}
