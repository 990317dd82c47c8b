import type { FieldInputProps } from '../../../schema/fields/types.ts';

// STUB (lead's skeleton): replaced by its owner.
export function PurchaseLinesInput(_props: FieldInputProps) {
  return null;
}
