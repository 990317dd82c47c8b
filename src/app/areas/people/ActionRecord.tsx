import { Link } from 'react-router';
import { findResource, routeTable, screenOfRecord } from '../../../../resources/registry.ts';
import { RECORD_NUMBER_FIELD } from '../../../../resources/recordNumbers.ts';
import type { FieldViewProps } from '../../schema/fields/types.ts';
import { showPathOf } from '../../schema/showPath.ts';
import { canOpen } from '../../shell/menuItems.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';

type Values = Record<string, unknown>;

const objectOf = (v: unknown): Values | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : null);

/** What names the record in a log row: its number and its title, as the row's after (else before) values hold them. */
export function recordNameOf(resourceName: unknown, values: Values | null): string | null {
  const resource = typeof resourceName === 'string' ? findResource(resourceName) : undefined;
  if (!resource || !values) return null;
  const no = values[RECORD_NUMBER_FIELD];
  const title = resource.titleField !== 'id' && resource.titleField !== RECORD_NUMBER_FIELD ? values[resource.titleField] : undefined;
  const parts = [no, title].filter((p): p is string | number => (typeof p === 'string' && p !== '') || typeof p === 'number');
  return parts.length ? parts.join(' ') : null;
}

/**
 * An action-log row's record (`record_id`) as staff know it: its number and title
 * (GD202611240004 换货物流太慢) from the values the row recorded, a link to its detail page when
 * the reader may open it and the record was not deleted by this action; the acting account by its
 * username (a login); else its id.
 */
export function ActionRecord({ value, record }: FieldViewProps) {
  const { user } = useAccessUser();
  if (value === null || value === undefined || value === '') return <span>-</span>;
  const values = objectOf(record?.after) ?? objectOf(record?.before);
  // a login, logout or own profile change: the record is the acting account, named by its username
  const self = record?.admin_id !== null && record?.admin_id !== undefined && String(record.admin_id) === String(value) && typeof record.username === 'string' ? record.username : null;
  const name = recordNameOf(record?.resource, values) ?? self ?? `#${String(value)}`;
  const resource = typeof record?.resource === 'string' ? findResource(record.resource) : undefined;
  const screen = resource && ((values && screenOfRecord(resource, values)?.show ? screenOfRecord(resource, values) : undefined) ?? resource.screens.find((s) => s.show));
  const path = screen ? showPathOf(screen, value) : null;
  const deleted = typeof record?.action === 'string' && record.action.endsWith('.delete');
  if (!path || deleted || !canOpen(routeTable(), user, path)) return <span title={`#${String(value)}`}>{name}</span>;
  return <Link to={path} title={`#${String(value)}`}>{name}</Link>;
}
