import type { FieldViewProps } from '../../../schema/fields/types.ts';

// STUB (lead's skeleton): replaced by its owner.
export function AvailableDisplay({ value }: FieldViewProps) {
  return <>{String(value ?? '')}</>;
}
