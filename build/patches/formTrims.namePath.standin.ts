import { toArray } from 'antd/es/form/util';

/**
 * antd's `toNamePathStr` (antd/es/form/hooks/useForm.js), the one thing antd's Radio.Group takes
 * from that module, in the browser build (build patch formTrims). The module also imports rc-field-form's
 * index — all of rc-field-form and its validator — and antd Table reaches Radio.Group through its
 * row selection, so every list loaded it. The same three lines as antd's (a unit test holds them
 * to antd's own), on antd's own `toArray`.
 */
export function toNamePathStr(name: unknown): string {
  return toArray(name as string[]).join('_');
}
