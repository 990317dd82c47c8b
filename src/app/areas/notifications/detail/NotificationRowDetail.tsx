import { useOne } from '@refinedev/core';
import { Skeleton } from 'antd';
import { notifications } from '../../../../../resources/notifications/outbox.ts';
import { screenOfRecord } from '../../../../../resources/registry.ts';
import type { Row } from '../../../schema/row.ts';
import { NotificationDetail } from './NotificationDetail.tsx';

/**
 * A WeChat or SMS row expanded (those lists have no detail page): the same detail as the email
 * detail page's, read with its attempts when the row is first expanded.
 */
export function NotificationRowDetail({ record }: { record: Row }) {
  const screen = screenOfRecord(notifications, record)?.name ?? '';
  const { result, query } = useOne<Row>({ resource: screen, id: String(record.id), queryOptions: { enabled: screen !== '' } });
  if (!result || query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  return <NotificationDetail screen={screen} record={result} />;
}
