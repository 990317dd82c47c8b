import { Link } from 'react-router';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { purchasePath } from './purchaseApi.ts';

/** 采购单号: a link to the order's detail page (/erp/purchase/:id). */
export function PurchaseNo({ value, record }: FieldViewProps) {
  const no = typeof value === 'string' && value ? value : '-';
  const id = record?.id;
  if (id === undefined || id === null || no === '-') return <span>{no}</span>;
  return <Link to={purchasePath(String(id))} data-testid="erp-purchase-no">{no}</Link>;
}
