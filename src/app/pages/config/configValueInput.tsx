import { Input, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { ConfigType } from '../../../../resources/systemConfig.ts';
import type { Translate } from '../../locales/text.ts';

/** The form input of a config value of one type. */
export function configValueInput(type: ConfigType, t: Translate, editing: boolean): ReactNode {
  switch (type) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} />;
    case 'boolean':
      return <Switch />;
    case 'json':
      return <Input.TextArea rows={6} style={{ fontFamily: 'monospace' }} placeholder='{"key": "value"}' />;
    case 'secret':
      return <Input.Password autoComplete="new-password" placeholder={editing ? t('settings.config.secretKeep') : undefined} />;
    default:
      return <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />;
  }
}

/** The value the API takes from what the form holds (JSON text parsed; a bad JSON throws the Chinese reason). */
export function toApiValue(type: ConfigType, raw: unknown, t: Translate): unknown {
  if (type === 'json') {
    try {
      return JSON.parse(String(raw ?? ''));
    } catch {
      throw new Error(t('field.invalidJson'));
    }
  }
  if (type === 'boolean') return raw === true;
  if (type === 'string' || type === 'secret') return raw ?? '';
  return raw;
}

/** What a value input holds. */
export type FormValue = string | number | boolean;

/** What the form shows for a stored value. */
export function toFormValue(type: ConfigType, value: unknown): FormValue | undefined {
  if (type === 'json') return JSON.stringify(value, null, 2);
  if (type === 'secret') return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}
