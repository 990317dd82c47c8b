import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { modelOfSerial } from '../../../domain/warrantyRules.ts';
import { useWarrantyRules } from '../../schema/fields/useWarrantyRules.ts';

/**
 * 机型 「关联序列号时自动带出」: as soon as a known serial is typed into the link, its product
 * model fills 机型 (modelOfSerial, the rule the server fills it by on save). A model the user typed
 * is left alone; one this filled follows the serial (cleared when the serial no longer names one).
 * Only the user's own change of the link fills it: loading a ticket into the form does not.
 */
export function useModelFromSerial(form: FormInstance, kind: unknown, no: unknown): void {
  const rules = useWarrantyRules();
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!form.isFieldTouched('link_no') && !form.isFieldTouched('link_kind')) return;
    const current = form.getFieldValue('model') as unknown;
    const ours = current === undefined || current === null || current === '' || current === filled.current;
    if (!ours) return;
    const model = kind === 'serial' ? modelOfSerial(rules, no) : null;
    if (model === (current ?? null)) return;
    if (model || filled.current) {
      form.setFieldValue('model', model);
      filled.current = model;
    }
  }, [form, kind, no, rules]);
}
