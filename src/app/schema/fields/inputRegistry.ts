import type { ComponentType } from 'react';
import type { FieldType } from '../../../../resources/define.ts';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  EnumInput,
  JsonInput,
  MoneyInput,
  NumberInput,
  ReferenceInput,
  TagsInput,
  TextAreaInput,
  TextInput,
  UrlInput,
} from './inputs.tsx';
import type { FieldInputProps } from './types.ts';

/** Every field type's form input (imported by the forms only: see viewRegistry.ts). */
export const FIELD_INPUTS: Record<FieldType, ComponentType<FieldInputProps>> = {
  id: NumberInput,
  text: TextInput,
  textarea: TextAreaInput,
  number: NumberInput,
  money: MoneyInput,
  boolean: BooleanInput,
  enum: EnumInput,
  date: DateInput,
  datetime: DateTimeInput,
  serial: TextInput,
  phone: TextInput,
  email: TextInput,
  image: UrlInput,
  file: UrlInput,
  html: TextAreaInput,
  json: JsonInput,
  tags: TagsInput,
  reference: ReferenceInput,
};
