import { useCustom } from '@refinedev/core';
import { Alert, Button, Drawer, Form, Typography } from 'antd';
import { useContext, useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { EnumInput, ReferenceInput } from '../../../schema/fields/inputs.tsx';
import { PAGE_SIZES } from '../../../schema/list/listDefaults.ts';
import { RangeInput } from '../../../schema/list/RangeInput.tsx';
import { TabContainerContext } from '../../../shell/tabs/TabsContext.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { ledgerField, ledgerRowOf, STOCK_PATHS, STOCK_SCREEN } from './stockApi.ts';

const MODEL = ledgerField('product_id');
const KIND = ledgerField('kind');
const PAGE_SIZE = 20;

interface LedgerFilter {
  product_id?: number | null;
  kind?: string | null;
  days?: [string, string];
}

/** The ledger list's query: its declared filters (model, kind, a range of days) and the page. */
export function ledgerQuery(filter: LedgerFilter, page: number, pageSize: number): Record<string, string> {
  const query: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (filter.product_id) query.product_id = String(filter.product_id);
  if (filter.kind) query.kind = filter.kind;
  if (filter.days) query.created_at = filter.days.join(',');
  return query;
}

/** The drawer's body: the filters and a page of the whole ledger (GET /erp/stock/ledger, newest first). */
function LedgerBody() {
  const t = useText();
  const [form] = Form.useForm<LedgerFilter>();
  const [filter, setFilter] = useState<LedgerFilter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE });
  const { result, query } = useCustom<{ list: Record<string, unknown>[]; total: number }>({
    url: STOCK_PATHS.ledger,
    method: 'get',
    config: { query: ledgerQuery(filter, paging.page, paging.pageSize) },
    meta: { resource: STOCK_SCREEN },
  });
  const answer = result?.data as { list?: Record<string, unknown>[]; total?: number } | undefined;
  const rows = (answer?.list ?? []).map((r) => ledgerRowOf(r));
  const total = Number(answer?.total ?? 0);
  const apply = (values: LedgerFilter) => {
    setFilter(values);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <>
      <Form form={form} name="erp-ledger-filters" layout="vertical" className="erp-ledger-filters" onFinish={apply}>
        <Form.Item name="product_id" label={t('erp.stock.col.model')}>
          <ReferenceInput field={MODEL} />
        </Form.Item>
        <Form.Item name="kind" label={t('erp.stock.col.kind')}>
          <EnumInput field={KIND} />
        </Form.Item>
        <Form.Item name="days" label={t('erp.stock.dates')}>
          <RangeInput />
        </Form.Item>
        <div className="erp-ledger-buttons">
          <Button type="primary" htmlType="submit" data-testid="erp-ledger-search">{t('erp.stock.search')}</Button>
          <Button onClick={() => { form.resetFields(); apply({}); }}>{t('erp.stock.reset')}</Button>
        </div>
      </Form>
      {query.isError && <Alert type="error" showIcon role="alert" message={t('erp.stock.ledgerFailed', { reason: reasonOf(query.error) ?? String(query.error) })} style={{ marginBottom: 12 }} />}
      <LedgerTable
        rows={rows}
        showModel
        loading={query.isFetching}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (n) => <Typography.Text type="secondary">{t('erp.stock.count', { total: n })}</Typography.Text>,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
      />
    </>
  );
}

/** 库存流水: a button that opens the whole ledger in a drawer. */
export function LedgerDrawer() {
  const t = useText();
  const tabElement = useContext(TabContainerContext);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="erp-ledger-open">{t('erp.stock.ledger')}</Button>
      {open && (
        <Drawer
          open
          onClose={() => setOpen(false)}
          title={t('erp.stock.ledgerTitle')}
          width="min(1100px, 100vw)"
          getContainer={tabElement ? () => tabElement() ?? document.body : undefined}
          rootClassName={tabElement ? 'tab-drawer' : undefined}
          data-testid="erp-ledger-drawer"
        >
          <LedgerBody />
        </Drawer>
      )}
    </>
  );
}
