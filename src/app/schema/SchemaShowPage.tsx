import { useOne, type HttpError } from '@refinedev/core';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row as Grid, Skeleton, Space, Typography } from 'antd';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { actionsOf, screenOfRecord } from '../../../resources/registry.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { useText } from '../locales/useText.ts';
import { screenOf } from '../providers/mappers/endpointPath.ts';
import type { Row } from './row.ts';
import { showPathOf } from './showPath.ts';
import { OperationButton } from './show/OperationButton.tsx';
import { ActionBar } from './show/ActionBar.tsx';
import { DeleteButton } from './show/DeleteButton.tsx';
import { EditButton } from './show/EditButton.tsx';
import { isNumericId, isMissing } from './show/recordMissing.ts';
import { FollowPanel } from './show/FollowPanel.tsx';
import { HistoryTimeline } from './show/HistoryTimeline.tsx';
import { RecordDescriptions } from './show/RecordDescriptions.tsx';
import { recordNumberOf } from './show/recordNumber.ts';
import { useHistory } from './show/useHistory.ts';
import { ShowPanels } from './show/ShowPanels.tsx';
import './showPage.css';
import { useTabSubtitle } from '../shell/tabs/useTabSubtitle.ts';

/**
 * A record's detail page: descriptions, 编辑, 删除, the declared actions (next to the record,
 * above its panels: a ticket's long handling record), status history and 跟进记录. A record of another screen of the resource (a quick repair opened at /repair/:id)
 * moves to that screen's detail path. On a route with `:id`, an id that is not a number or that
 * the API does not know (400/404) is the not-found page. A failed refetch (the server is down) keeps the record on
 * screen — and any open edit form with it — under a warning, instead of replacing the page.
 */
export function SchemaShowPage({ screen }: { screen: string }) {
  const t = useText();
  const params = useParams();
  const [query] = useSearchParams();
  // `/repair/:id`, or a detail route with the id in the query (`/system/template/detail?id=3`)
  const id = params.id ?? query.get('id') ?? '';
  const { resource, screen: def } = screenOf(screen);
  const malformed = params.id !== undefined && !isNumericId(params.id);
  const { result: record, query: one } = useOne<Row, HttpError>({ resource: screen, id, queryOptions: { enabled: id !== '' && !malformed } });
  const { entries } = useHistory(screen, resource.endpoints.history ? id : undefined);
  const actions = actionsOf(resource, screen);
  const reload = async () => (await one.refetch()).data?.data;
  useTabSubtitle(record ? recordNumberOf(resource, record) : undefined);
  if (malformed || (params.id !== undefined && !record && isMissing(one.error))) return <NotFoundPage />;
  if (id === '' || (one.isError && !record)) return <Alert type="error" showIcon message={one.error?.message ?? t('show.notFound')} />;
  const home = record ? screenOfRecord(resource, record) : def;
  if (!home) return <Alert type="error" showIcon message={t('show.notFound')} />;
  if (home.name !== def.name) return <Navigate to={showPathOf(home, id) ?? def.list.path} replace />;
  const title = record ? String(record[resource.titleField] ?? id) : id;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {one.isError && <Alert type="warning" showIcon message={one.error?.message} />}
      <Card
        className="schema-show-card"
        title={
          <Space wrap size={[8, 0]}>
            <Link to={def.list.path} aria-label={t('show.back')}><ArrowLeftOutlined /></Link>
            <Typography.Text strong>{def.show?.title}</Typography.Text>
            <Typography.Text>{title}</Typography.Text>
          </Space>
        }
        extra={
          <Space wrap>
            {resource.operations?.map((o) => <OperationButton key={o.name} screen={screen} operation={o} id={id} />)}
            {resource.endpoints.update && <EditButton screen={screen} def={def} resource={resource} id={id} record={record} reload={reload} />}
            {resource.endpoints.delete && <DeleteButton screen={def} resource={resource} record={record} id={id} />}
          </Space>
        }
      >
        {record ? <RecordDescriptions resource={resource} record={record} except={def.detailPanelFields ? new Set(def.detailPanelFields) : undefined} /> : <Skeleton active />}
      </Card>
      {actions.length > 0 && (
        <Card title={t('show.actions')} size="small">
          <ActionBar screen={screen} resource={resource} actions={actions} record={record} id={id} />
        </Card>
      )}
      <ShowPanels resource={resource.name} screen={screen} record={record} />
      <Grid gutter={16}>
        {resource.endpoints.history && (
          <Col xs={24} lg={12}>
            <Card title={t('show.history')} size="small"><HistoryTimeline resource={resource} entries={entries} /></Card>
          </Col>
        )}
        {resource.endpoints.follow && (
          <Col xs={24} lg={12}>
            <Card title={t('show.follows')} size="small"><FollowPanel screen={screen} id={id} entries={entries} /></Card>
          </Col>
        )}
      </Grid>
    </Space>
  );
}
