import { Link } from 'react-router';
import { routeTable } from '../../../../../resources/registry.ts';
import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { PARTNER_PATHS } from './partnerPaths.ts';

/**
 * A company's name as a link to its orders (/erp/company/purchase/:id) when the user may open
 * that route (the route guard's rule, `canOpen`), plain text otherwise.
 */
export function CompanyName({ value, record }: FieldViewProps) {
  const t = useText();
  const { user } = useAccessUser();
  const name = String(value ?? '');
  const id = record?.id;
  if (!name || id === undefined || id === null) return <span>{name}</span>;
  const href = PARTNER_PATHS.companyPage(id);
  if (!canOpen(routeTable(), user, href)) return <span>{name}</span>;
  return <Link to={href} title={t('erp.company.open', { name })} onClick={(e) => e.stopPropagation()}>{name}</Link>;
}
