import { PrinterOutlined, DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, App, Button, ConfigProvider, Result, Space, Spin, Tag } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { erpPurchases } from '../../../../../resources/erp/purchases.ts';
import { PURCHASE_STATES } from '../../../../../resources/erp/enums.ts';
import { routeTable } from '../../../../../resources/registry.ts';
import { purchaseStateLabel } from '../../../../domain/erp/purchaseMachine.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { ListPanel } from '../../../schema/list/ListPanel.tsx';
import { EditDrawer } from '../../../schema/show/EditDrawer.tsx';
import { ReasonButton } from '../../../schema/show/ReasonButton.tsx';
import type { Row } from '../../../schema/row.ts';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { AttachmentsDisplay } from './AttachmentsDisplay.tsx';
import { HistoryList, LinesTable, PaymentsTable, ShipmentsList } from './DetailSections.tsx';
import { companyPurchasePath, PURCHASE_LIST, PURCHASE_PATHS, PURCHASE_SCREEN, type PurchaseDetail } from './purchaseApi.ts';
import { PurchasePrint } from './PurchasePrint.tsx';
import { STEP_SPECS, type StepSpec } from './purchaseSteps.ts';
import { StepDialog } from './StepDialog.tsx';
import './purchase.css';

const ATTACHMENTS = erpPurchases.fields.find((f) => f.name === 'attachments')!;
const stateColor = (state: string): string | undefined => PURCHASE_STATES.find((s) => s.value === state)?.color;

/**
 * 采购单详情 (/erp/purchase/:id): the order's header (number, state, company — a link to the
 * company's orders when the caller may open them —, who and when), its amounts (行金额合计,
 * 分组折扣, 订单金额, 退货金额, 已收款, 待收 and 大写金额), its lines with what was shipped and
 * returned, its shipments with their serials (each a link to its device file), payments and
 * history. Every step is a button — 编辑 the schema's edit drawer, the others a dialog
 * (StepDialog) — disabled with the reason the server gives in `actions` (the state table of
 * src/domain/erp/purchaseMachine.ts and what only the server knows). 打印 prints the A4 sheet
 * (PurchasePrint), 导出 downloads the order as .xlsx.
 */
export function ErpPurchasePage() {
  const t = useText();
  const id = useParams().id ?? '';
  const { message } = App.useApp();
  const { result, query } = useCustom<PurchaseDetail>({
    url: PURCHASE_PATHS.detail(id),
    method: 'get',
    queryOptions: { enabled: id !== '', retry: false },
    errorNotification: false,
  });
  const detail = result?.data as PurchaseDetail | undefined;
  const [step, setStep] = useState<StepSpec | null>(null);
  const [exporting, setExporting] = useState(false);
  const reload = () => void query.refetch();

  if (query.isLoading) return <div className="erp-loading"><Spin /></div>;
  if (query.error || !detail?.order) {
    const missing = (query.error as { statusCode?: number } | null)?.statusCode === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('erp.purchase.missing') : t('erp.purchase.loadFailed', { reason: query.error?.message ?? '' })}
        extra={<Link to={PURCHASE_LIST}>{t('erp.purchase.backToList')}</Link>}
      />
    );
  }

  const run = async () => {
    setExporting(true);
    try {
      const { exportOrder } = await import('./exportOrder.ts');
      await exportOrder(detail, t);
    } catch (e) {
      void message.error(t('erp.purchase.exportFailed', { reason: reasonOf(e as Error) ?? String(e) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="erp-purchase" data-testid="erp-purchase-page">
      <ListPanel
        title={
          <span className="erp-purchase-title">
            <span data-testid="erp-purchase-title">{t('erp.purchase.titleOf', { no: detail.order.no })}</span>
            <Tag color={stateColor(detail.order.state)} data-testid="erp-purchase-state">{purchaseStateLabel(detail.order.state)}</Tag>
          </span>
        }
      >
        <StepBar detail={detail} reload={reload} onStep={setStep} />
        <Space wrap className="erp-tools">
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="erp-print-button">{t('erp.purchase.print.button')}</Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void run()} data-testid="erp-export-button">{t('erp.purchase.export.button')}</Button>
        </Space>
        <HeaderFacts detail={detail} />
      </ListPanel>
      <ListPanel title={t('erp.purchase.section.amounts')}>
        <Amounts detail={detail} />
      </ListPanel>
      <ListPanel title={t('erp.purchase.section.lines')}>
        <LinesTable lines={detail.lines} />
      </ListPanel>
      <ListPanel title={t('erp.purchase.section.shipments')}>
        <ShipmentsList shipments={detail.shipments} />
      </ListPanel>
      <ListPanel title={t('erp.purchase.section.payments')}>
        <PaymentsTable payments={detail.payments} />
      </ListPanel>
      <ListPanel title={t('erp.purchase.section.history')}>
        <HistoryList history={detail.history} />
      </ListPanel>
      {step && <StepDialog key={step.step} spec={step} detail={detail} onClose={() => setStep(null)} onDone={reload} reload={reload} />}
      <PurchasePrint detail={detail} />
    </div>
  );
}

/** 编辑 and every step, each disabled with its reason (`actions`). */
function StepBar({ detail, reload, onStep }: { detail: PurchaseDetail; reload: () => void; onStep: (s: StepSpec) => void }) {
  const t = useText();
  const { order, lines, actions } = detail;
  const record = useMemo(
    () => ({ ...order, lines: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price, discount_rate: l.discount_rate })) }) as Row,
    [order, lines],
  );
  const why = (s: keyof PurchaseDetail['actions']): string | null => (actions[s]?.allowed ? null : (actions[s]?.reason ?? t('erp.purchase.notAllowed')));
  // 审核, 发货 …: words, not 审 核 (antd spaces two-character labels out), as the lists' row buttons
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <Space wrap className="erp-steps" data-testid="erp-steps">
        <EditDrawer
          screen={PURCHASE_SCREEN}
          resource={erpPurchases}
          id={order.id}
          record={record}
          reload={async () => {
            reload();
            return record;
          }}
          onClosed={reload}
          reason={why('edit')}
        />
        {STEP_SPECS.map((s) => (
          <ReasonButton key={s.step} reason={why(s.step)} danger={s.danger} onClick={() => onStep(s)} data-step={s.step}>
            {t(s.label)}
          </ReasonButton>
        ))}
      </Space>
    </ConfigProvider>
  );
}

/** Who the order is for, who made and approved it, when, its remark and attachments. */
function HeaderFacts({ detail }: { detail: PurchaseDetail }) {
  const t = useText();
  const { user } = useAccessUser();
  const { order, company } = detail;
  const companyPath = companyPurchasePath(company.id);
  const facts: [string, ReactNode][] = [
    [t('erp.purchase.fact.company'), canOpen(routeTable(), user, companyPath) ? <Link to={companyPath} data-testid="erp-company-link">{company.name}</Link> : company.name],
    [t('erp.purchase.fact.group'), company.group_name ?? '-'],
    [t('erp.purchase.fact.contact'), `${company.contact} ${company.phone}`],
    [t('erp.purchase.fact.createdBy'), t('erp.purchase.whoAt', { who: order.created_by_name ?? '-', at: formatDate(order.created_at) })],
    [t('erp.purchase.fact.approvedBy'), order.approved_by_name ? t('erp.purchase.whoAt', { who: order.approved_by_name, at: formatDate(order.approved_at) }) : '-'],
    [t('erp.purchase.fact.reviewedBy'), order.reviewed_by_name ? t('erp.purchase.whoAt', { who: order.reviewed_by_name, at: formatDate(order.reviewed_at) }) : '-'],
  ];
  if (order.ended_reason) facts.push([t('erp.purchase.fact.ended'), order.ended_reason]);
  facts.push([t('erp.purchase.field.remark'), order.remark || '-']);
  facts.push([ATTACHMENTS.label, <AttachmentsDisplay key="a" field={ATTACHMENTS} value={order.attachments} />]);
  return (
    <dl className="erp-facts" data-testid="erp-facts">
      {facts.map(([k, v]) => (
        <div key={k} className="erp-fact">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's money: what the lines make, the group's discount, the total, returns, payments, what is due, and 大写金额. */
function Amounts({ detail }: { detail: PurchaseDetail }) {
  const t = useText();
  const { order } = detail;
  const rows: [string, string, string][] = [
    [t('erp.purchase.amount.subtotal'), formatMoney(order.subtotal), 'subtotal'],
    [t('erp.purchase.amount.groupDiscount', { rate: order.discount_rate }), order.discount_amount ? `-${formatMoney(order.discount_amount)}` : formatMoney(0), 'discount'],
    [t('erp.purchase.amount.total'), formatMoney(order.total), 'total'],
    [t('erp.purchase.amount.returned'), formatMoney(order.returned_amount), 'returned'],
    [t('erp.purchase.amount.paid'), formatMoney(order.paid), 'paid'],
    [t('erp.purchase.amount.due'), formatMoney(detail.due), 'due'],
  ];
  return (
    <>
      <dl className="erp-amounts">
        {rows.map(([k, v, key]) => (
          <div key={key} className="erp-amount" data-testid={`erp-amount-${key}`}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="erp-words">{t('erp.purchase.amount.inWords', { words: detail.amount_in_words })}</p>
      {detail.review_amount > 0 && order.total > detail.review_amount && ['draft', 'pending'].includes(order.state) && (
        <Alert type="info" showIcon message={t('erp.purchase.reviewNote', { amount: formatMoney(detail.review_amount) })} />
      )}
    </>
  );
}
