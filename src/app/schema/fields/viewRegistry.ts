import type { ComponentType } from 'react';
import type { FieldType } from '../../../../resources/define.ts';
import {
  BooleanValue,
  DateTimeValue,
  DateValue,
  EnumValue,
  FileValue,
  HtmlValue,
  ImageThumb,
  ImageValue,
  JsonLine, JsonValue,
  MoneyValue,
  MultilineValue,
  PlainValue,
  ReferenceValue,
  SerialValue,
  TagsLine,
  TagsValue,
} from './displays.tsx';
import type { FieldViewProps } from './types.ts';

/** One field type's list renderer and detail renderer. */
export interface FieldViews {
  List: ComponentType<FieldViewProps>;
  Show: ComponentType<FieldViewProps>;
}

/**
 * Every field type's list and detail renderers, without the form inputs: lists and detail pages
 * import this, so the date pickers and number inputs of the forms load only with a form.
 */
export const FIELD_VIEWS: Record<FieldType, FieldViews> = {
  id: { List: PlainValue, Show: PlainValue },
  text: { List: PlainValue, Show: PlainValue },
  textarea: { List: PlainValue, Show: MultilineValue },
  number: { List: PlainValue, Show: PlainValue },
  money: { List: MoneyValue, Show: MoneyValue },
  boolean: { List: BooleanValue, Show: BooleanValue },
  enum: { List: EnumValue, Show: EnumValue },
  date: { List: DateValue, Show: DateValue },
  datetime: { List: DateTimeValue, Show: DateTimeValue },
  serial: { List: SerialValue, Show: SerialValue },
  phone: { List: PlainValue, Show: PlainValue },
  email: { List: PlainValue, Show: PlainValue },
  image: { List: ImageThumb, Show: ImageValue },
  file: { List: FileValue, Show: FileValue },
  html: { List: HtmlValue, Show: HtmlValue },
  json: { List: JsonLine, Show: JsonValue },
  tags: { List: TagsLine, Show: TagsValue },
  reference: { List: ReferenceValue, Show: ReferenceValue },
};
