import type { ComponentType } from 'react';
import type { FieldDef, FieldType } from '../../../../resources/define.ts';

/** What a list cell or a detail value renders. */
export interface FieldViewProps {
  field: FieldDef;
  value: unknown;
  record?: Record<string, unknown>;
}

/** A form input: antd Form.Item passes `value` and `onChange` in the wire format (fen, ISO strings). */
export interface FieldInputProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  placeholder?: string;
}

/** One field type's list renderer, detail renderer and form input. */
export interface FieldKit {
  List: ComponentType<FieldViewProps>;
  Show: ComponentType<FieldViewProps>;
  Input: ComponentType<FieldInputProps>;
}

/** Exhaustive: a new FIELD_TYPES entry does not compile until it has all three. */
export type FieldRegistry = Record<FieldType, FieldKit>;
