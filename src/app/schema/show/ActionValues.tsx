import { Typography } from 'antd';
import type { ResourceDef } from '../../../../resources/define.ts';
import { textOf } from '../fields/displays.tsx';
import { formatMoney } from '../../../domain/money.ts';

/**
 * What a status change was given (tracking number, amount …), each with the label of the
 * action's field: 「发出快递单号」SF1234567890 · 「入账金额」¥150.00.
 */
export function ActionValues({ resource, action, data }: { resource: ResourceDef; action: string | null | undefined; data: unknown }) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const def = resource.status?.actions.find((a) => a.name === action);
  const parts = Object.entries(data as Record<string, unknown>).flatMap(([name, value]) => {
    const field = def?.fields?.find((f) => f.name === name) ?? resource.fields.find((f) => f.name === name);
    if (!field || value === null || value === undefined || value === '') return [];
    return [`${field.label}：${field.type === 'money' ? formatMoney(value) : textOf(value)}`];
  });
  if (!parts.length) return null;
  return <div><Typography.Text type="secondary" data-testid="history-values">{parts.join(' · ')}</Typography.Text></div>;
}
