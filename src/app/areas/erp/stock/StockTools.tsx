import type { ListPanelProps } from '../../../schema/list/panelProps.ts';

// STUB (lead's skeleton): replaced by its owner.
export function StockTools(_props: ListPanelProps) {
  return null;
}
