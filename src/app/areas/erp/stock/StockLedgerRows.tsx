import type { Row } from '../../../schema/row.ts';

// STUB (lead's skeleton): replaced by its owner.
export function StockLedgerRows(_props: { record: Row }) {
  return null;
}
