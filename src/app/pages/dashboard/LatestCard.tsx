import { useList } from '@refinedev/core';
import { Card, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import { showPathOf } from '../../schema/showPath.ts';

const LATEST = 6;

type Row = Record<string, unknown> & { id: number | string };

const showPath = (screen: ScreenDef, id: number | string): string => showPathOf(screen, id) ?? screen.list.path;

/** The newest records of one screen: title field, status tag, creation time; each links to its detail page. */
function ScreenLatest({ resource, screen }: { resource: ResourceDef; screen: ScreenDef }) {
  const t = useText();
  const { result, query } = useList<Row>({ resource: screen.name, pagination: { currentPage: 1, pageSize: LATEST }, sorters: [{ field: 'created_at', order: 'desc' }] });
  const statusField = resource.fields.find((f) => f.name === resource.status?.field);
  const subtitleField = resource.fields.find((f) => f.name === 'customer_name') ?? resource.fields.find((f) => f.ui?.list && f.type === 'text' && f.name !== resource.titleField);
  return (
    <Card
      size="small"
      title={t('dashboard.latest', { label: screen.list.title })}
      extra={<Link to={screen.list.path}>{t('dashboard.viewAll')}</Link>}
      loading={query.isLoading}
      data-testid={`latest:${screen.name}`}
    >
      <List
        size="small"
        dataSource={result.data}
        renderItem={(row) => {
          const option = statusField?.options?.find((o) => String(o.value) === String(row[statusField.name]));
          return (
            <List.Item extra={<Typography.Text type="secondary">{formatDate(row.created_at as string, 'datetime')}</Typography.Text>}>
              <Space size={8} wrap>
                <Link to={showPath(screen, row.id)}>{String(row[resource.titleField ?? 'id'] ?? row.id)}</Link>
                {subtitleField ? <Typography.Text>{String(row[subtitleField.name] ?? '')}</Typography.Text> : null}
                {option ? <Tag color={option.color}>{option.label}</Tag> : null}
              </Space>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

/** The latest records of every screen of a resource, side by side. */
export function LatestCards({ resource }: { resource: ResourceDef }) {
  return (
    <>
      {resource.screens.map((s) => <ScreenLatest key={s.name} resource={resource} screen={s} />)}
    </>
  );
}
