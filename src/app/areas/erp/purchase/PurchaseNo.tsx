import type { FieldViewProps } from '../../../schema/fields/types.ts';

// STUB (lead's skeleton): replaced by its owner.
export function PurchaseNo({ value }: FieldViewProps) {
  return <>{String(value ?? '')}</>;
}
