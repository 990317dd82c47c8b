import type { FormRule } from 'antd';
import type { ComponentType } from 'react';
import type { FieldDef } from '../../../../resources/define.ts';
import type { AppAreaSet, InputSlot } from '../../appArea.ts';
import { FIELD_INPUTS } from './inputRegistry.ts';
import type { FieldInputProps } from './types.ts';

/** The areas' hand-written inputs (`ui.input`), as AreasProvider hands them down. */
type Inputs = AppAreaSet['inputs'];

const customOf = (field: FieldDef, inputs: Inputs): InputSlot | undefined => (field.ui?.input ? inputs[field.ui.input] : undefined);

/** A field's form input: the one it names (an area's), else its type's. */
export const inputOf = (field: FieldDef, inputs: Inputs): ComponentType<FieldInputProps> => customOf(field, inputs)?.Input ?? FIELD_INPUTS[field.type];

/** The rule of a field's named input, if it has one. */
export function customRulesOf(field: FieldDef, inputs: Inputs): FormRule[] {
  const check = customOf(field, inputs)?.check;
  if (!check) return [];
  return [{ validator: async (_rule, value: unknown) => { const r = await check(value); if (!r.ok) throw new Error(r.message); } }];
}
