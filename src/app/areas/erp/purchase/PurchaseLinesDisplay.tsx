import type { FieldViewProps } from '../../../schema/fields/types.ts';

// STUB (lead's skeleton): replaced by its owner.
export function PurchaseLinesDisplay({ value }: FieldViewProps) {
  return <>{String(value ?? '')}</>;
}
