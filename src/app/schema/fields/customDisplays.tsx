import { theme } from 'antd';
import type { ComponentType } from 'react';
import { actionLabel, resourceLabel } from '../../../../resources/actionCatalog.ts';
import type { FieldViewProps } from './types.ts';

const EMPTY = '-';

/** An action-log code with its Chinese name (the code stays visible for filtering by prefix). */
function ActionLabel({ value }: FieldViewProps) {
  const { token } = theme.useToken();
  if (typeof value !== 'string' || !value) return <span>{EMPTY}</span>;
  return (
    <span title={value}>
      {actionLabel(value)}
      <span style={{ marginLeft: 6, fontSize: 12, color: token.colorTextSecondary }}>{value}</span>
    </span>
  );
}

/** An action-log resource with its Chinese name. */
function ResourceLabel({ value }: FieldViewProps) {
  return <span title={typeof value === 'string' ? value : undefined}>{typeof value === 'string' && value ? resourceLabel(value) : EMPTY}</span>;
}

/** Hand-written list displays a field names with `ui.display`. */
export const CUSTOM_DISPLAYS: Record<string, ComponentType<FieldViewProps>> = { ActionLabel, ResourceLabel };
