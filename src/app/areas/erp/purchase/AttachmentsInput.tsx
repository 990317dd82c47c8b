import type { FieldInputProps } from '../../../schema/fields/types.ts';

// STUB (lead's skeleton): replaced by its owner.
export function AttachmentsInput(_props: FieldInputProps) {
  return null;
}
