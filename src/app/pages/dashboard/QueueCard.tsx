import { useList } from '@refinedev/core';
import { Card, List, Space } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { FieldDef, ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { defaultSortOf } from '../../../../resources/registry.ts';
import { useText } from '../../locales/useText.ts';
import type { Row } from '../../schema/row.ts';
import { useDisplayOf } from '../../schema/fields/customDisplays.tsx';
import type { FieldViewProps } from '../../schema/fields/types.ts';
import { FIELD_VIEWS } from '../../schema/fields/viewRegistry.ts';
import { showPathOf } from '../../schema/showPath.ts';
import { BADGE_REFRESH_MS, badgeQueryKey } from '../../shell/shellQueries.ts';
import { listUrlWith } from './workCards.ts';

/** Rows the card lists. */
const FIRST = 5;

/** A field's value as the list shows it (its `ui.display`, else its type's list view). */
function Value({ field, record }: { field: FieldDef; record: Row }) {
  const View: ComponentType<FieldViewProps> = useDisplayOf()(field) ?? FIELD_VIEWS[field.type].List;
  return <View field={field} value={record[field.name]} record={record} />;
}

/**
 * A queue of the caller's own records (a screen with its own count, 待处理工单): its first rows in
 * the queue's own order (overdue first), each with its state and the sort field as the list
 * shows it (处理时限, 已超时 in red), and the way to the whole queue. It refreshes with the badge.
 */
export function QueueCard({ resource, screen }: { resource: ResourceDef; screen: ScreenDef }) {
  const t = useText();
  const sortField = resource.fields.find((f) => f.name === defaultSortOf(resource, screen).replace(/^-/, ''));
  const statusField = resource.fields.find((f) => f.name === resource.status?.field);
  const { result, query } = useList<Row>({
    resource: screen.name,
    pagination: { currentPage: 1, pageSize: FIRST },
    queryOptions: { queryKey: [...badgeQueryKey(resource.name), 'queue', screen.name], refetchInterval: BADGE_REFRESH_MS, refetchOnWindowFocus: true },
  });
  return (
    <Card
      size="small"
      title={screen.list.title}
      extra={<Link to={listUrlWith(resource, screen, {})}>{t('dashboard.viewAll')}</Link>}
      loading={query.isLoading}
      data-testid={`dashboard-queue:${screen.name}`}
    >
      <List
        size="small"
        dataSource={result.data}
        rowKey={(r) => String(r.id)}
        locale={{ emptyText: t('dashboard.queueEmpty', { title: screen.list.title }) }}
        renderItem={(r) => (
          <List.Item>
            <div style={{ minWidth: 0, width: '100%' }}>
              <Link to={showPathOf(screen, r.id) ?? listUrlWith(resource, screen, {})} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {String(r[resource.titleField] ?? r.id)}
              </Link>
              <Space size={8} wrap>
                {statusField && <Value field={statusField} record={r} />}
                {sortField && <Value field={sortField} record={r} />}
              </Space>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
