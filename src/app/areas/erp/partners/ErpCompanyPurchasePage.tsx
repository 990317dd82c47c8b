import { useCustom } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { routeTable } from '../../../../../resources/registry.ts';
import { PURCHASE_STATES } from '../../../../../resources/erp/enums.ts';
import { erpCompanies } from '../../../../../resources/erp/companies.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { LIST_PAGE_SIZE, PAGE_SIZES } from '../../../schema/list/listDefaults.ts';
import { ListPanel } from '../../../schema/list/ListPanel.tsx';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { CompanyOrders, type OrdersPaging } from './CompanyOrders.tsx';
import type { CompanyPurchasesAnswer } from './companyPurchasesApi.ts';
import { CompanySummary } from './CompanySummary.tsx';
import { PARTNER_PATHS, relationsOf } from './partnerPaths.ts';
import './partners.css';

const COMPANY_LIST = erpCompanies.screens[0].list.path;

/** The page, page size and state a link may open the page with (`?page=2&pageSize=50&state=approved`), checked. */
function pagingOf(params: URLSearchParams): OrdersPaging {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const state = params.get('state') ?? undefined;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : LIST_PAGE_SIZE,
    state: PURCHASE_STATES.some((s) => s.value === state) ? state : undefined,
  };
}

/**
 * /erp/company/purchase/:id: one company's orders — its card, the figures of its orders not
 * cancelled (orders, open, ordered, returned, paid, due), and its orders as a table (number links,
 * state tags, amounts; a state filter and pages, which a link may preset in its query). 关联账号 opens 关联 filtered by it.
 */
export function ErpCompanyPurchasePage() {
  const t = useText();
  const id = useParams().id ?? '';
  const { user } = useAccessUser();
  const { search } = useLocation();
  const [paging, setPaging] = useState(() => pagingOf(new URLSearchParams(search)));
  const query: Record<string, string> = { page: String(paging.page), pageSize: String(paging.pageSize), ...(paging.state ? { state: paging.state } : {}) };
  const { result, query: q } = useCustom<CompanyPurchasesAnswer>({ url: PARTNER_PATHS.companyPurchases(id), method: 'get', config: { query }, queryOptions: { enabled: id !== '', placeholderData: (prev) => prev } });
  const answer = result?.data as CompanyPurchasesAnswer | undefined;
  const relations = relationsOf(id);
  const title = answer?.company ? t('erp.company.titleOf', { name: answer.company.name }) : t('erp.company.title');
  const extra = (
    <div className="erp-company-links">
      {answer?.company && canOpen(routeTable(), user, relations) && <Link to={relations} title={t('erp.company.relationsOf', { name: answer.company.name })}>{t('erp.company.relations')}</Link>}
      <Link to={COMPANY_LIST}>{t('erp.company.back')}</Link>
    </div>
  );
  return (
    <ListPanel title={<span data-testid="erp-company-title">{title}</span>} extra={extra}>
      {q.isError && <Alert type="error" showIcon role="alert" message={t('erp.company.loadFailed', { reason: reasonOf(q.error) ?? String(q.error) })} />}
      {!q.isError && !answer?.company && <div className="erp-company-loading"><Spin /></div>}
      {answer?.company && (
        <>
          <CompanySummary answer={answer} />
          <CompanyOrders rows={answer.list} total={answer.total} paging={paging} loading={q.isFetching} onChange={setPaging} />
        </>
      )}
    </ListPanel>
  );
}
