import type { FormRule } from 'antd';
import { lazy, type ComponentType } from 'react';
import type { FieldDef } from '../../../../resources/define.ts';
import { checkTicketForm } from '../../../domain/ticketForm.ts';
import { FIELD_INPUTS } from './inputRegistry.ts';
import type { FieldInputProps } from './types.ts';

/** A hand-written input and the shared rule its value must pass (the one the server applies). */
interface CustomInput {
  Input: ComponentType<FieldInputProps>;
  check?: (value: unknown) => { ok: true } | { ok: false; message: string };
}

/** Hand-written form inputs a field names with `ui.input` (imported by the forms only). */
export const CUSTOM_INPUTS: Record<string, CustomInput> = {
  // its own chunk: only the type form loads it (forms render inside a Suspense boundary)
  ticketFormBuilder: { Input: lazy(() => import('../../areas/workflow/TicketFormBuilder.tsx').then((m) => ({ default: m.TicketFormBuilder }))), check: checkTicketForm },
};

const customOf = (field: FieldDef): CustomInput | undefined => (field.ui?.input ? CUSTOM_INPUTS[field.ui.input] : undefined);

/** A field's form input: the one it names, else its type's. */
export const inputOf = (field: FieldDef): ComponentType<FieldInputProps> => customOf(field)?.Input ?? FIELD_INPUTS[field.type];

/** The rule of a field's named input, if it has one. */
export function customRulesOf(field: FieldDef): FormRule[] {
  const check = customOf(field)?.check;
  if (!check) return [];
  return [{ validator: (_rule, value: unknown) => { const r = check(value); return r.ok ? Promise.resolve() : Promise.reject(new Error(r.message)); } }];
}
