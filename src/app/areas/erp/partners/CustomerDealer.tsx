import { useDataProvider } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { routeTable } from '../../../../../resources/registry.ts';
import { canAccess } from '../../../../domain/access.ts';
import { LightTag } from '../../../ui/LightTag.tsx';
import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { createDealerBatch, type Dealer, type FetchDealers } from './dealerBatch.ts';
import { DEALERS_ACCESS, PARTNER_PATHS } from './partnerPaths.ts';
import './partners.css';

/** One batcher per data provider (one per app; a test's new app gets its own). */
const batches = new WeakMap<object, (phone: string) => Promise<Dealer | null>>();

function useDealerBatch(): (phone: string) => Promise<Dealer | null> {
  const provider = useDataProvider()();
  return useMemo(() => {
    let dealerOf = batches.get(provider);
    if (!dealerOf) {
      const fetchDealers: FetchDealers = async (phones) =>
        (await provider.custom!({ url: PARTNER_PATHS.dealers, method: 'get', query: { phone: phones.join(',') } })).data as unknown as Awaited<ReturnType<FetchDealers>>;
      dealerOf = createDealerBatch(fetchDealers);
      batches.set(provider, dealerOf);
    }
    return dealerOf;
  }, [provider]);
}

function DealerTag({ phone, customer }: { phone: string; customer: string }) {
  const t = useText();
  const { user } = useAccessUser();
  const dealerOf = useDealerBatch();
  const [dealer, setDealer] = useState<Dealer | null>(null);
  useEffect(() => {
    let live = true;
    dealerOf(phone).then((d) => live && setDealer(d), () => live && setDealer(null));
    return () => { live = false; };
  }, [dealerOf, phone]);
  if (!dealer) return null;
  const tag = <LightTag color="gold" className="erp-dealer-tag" title={t('erp.dealer.tag', { name: dealer.company_name })} data-testid="erp-dealer-tag">{dealer.company_name}</LightTag>;
  const href = PARTNER_PATHS.companyPage(dealer.company_id);
  if (!canOpen(routeTable(), user, href)) return tag;
  return <Link to={href} className="erp-dealer-link" aria-label={t('erp.dealer.of', { customer, name: dealer.company_name })} onClick={(e) => e.stopPropagation()}>{tag}</Link>;
}

/**
 * A customer's name on repairs and requests, with their dealer as a tag (its name, cut short with
 * … in a narrow cell; 经销商：… as its title) when the row's phone
 * (`customer_phone`, the field's `displayWith`) belongs to a customer account linked to a company
 * (erp_relation). The phones of one render are looked up in one call (dealerBatch.ts). Users who
 * may not call the look-up see just the name.
 */
export function CustomerDealer({ value, record }: FieldViewProps) {
  const { user } = useAccessUser();
  const name = value === null || value === undefined ? '' : String(value);
  const phone = typeof record?.customer_phone === 'string' ? record.customer_phone.trim() : '';
  return (
    <span className="erp-customer-dealer">
      <span className="erp-customer-name">{name}</span>
      {phone && canAccess(user, DEALERS_ACCESS) && <DealerTag phone={phone} customer={name} />}
    </span>
  );
}
