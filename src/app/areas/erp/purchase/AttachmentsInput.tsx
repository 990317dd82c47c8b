import { UploadInput } from '../../../shared/files/UploadInput.tsx';
import type { FieldInputProps } from '../../../schema/fields/types.ts';

/** 附件 of an order: the shared upload widget (POST /system/upload), up to 10 files kept as `[{url, name}]`. */
export function AttachmentsInput({ value, onChange, id }: FieldInputProps) {
  return <UploadInput multiple max={10} value={value} onChange={onChange} id={id} />;
}
