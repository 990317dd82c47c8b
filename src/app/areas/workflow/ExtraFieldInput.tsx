import { FIELD_INPUTS } from '../../schema/fields/inputRegistry.ts';
import type { FieldInputProps } from '../../schema/fields/types.ts';
import { SerialWithWarranty } from './SerialWithWarranty.tsx';
import { UploadInput } from '../../shared/files/UploadInput.tsx';

/** The input of one of a type's extra fields: its field type's input, a picture uploaded, a serial with its warranty beside it. */
export function ExtraFieldInput(props: FieldInputProps) {
  if (props.field.type === 'image') return <UploadInput value={props.value} onChange={props.onChange} id={props.id} />;
  if (props.field.type === 'serial') return <SerialWithWarranty {...props} />;
  const Input = FIELD_INPUTS[props.field.type];
  return <Input {...props} />;
}
