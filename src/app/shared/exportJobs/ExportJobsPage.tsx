import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { findScreen } from '../../../../resources/registry.ts';
import { formatDate } from '../../../domain/dates.ts';
import type { ListPayload } from '../../../domain/envelope.ts';
import { formatFileSize } from '../../../domain/fileSize.ts';
import type { ExportJob } from '../../../domain/wire.ts';
import { useText } from '../../locales/useText.ts';
import { TABLE_PAGING } from '../../schema/list/listDefaults.ts';
import { useTabSubtitle } from '../../shell/tabs/useTabSubtitle.ts';
import { describeFilter, describeSort } from './describeExport.ts';


/**
 * /export/:type — who exported this list, when, with which filter and sort, how many rows, and
 * the file. One route per list (`screenParam`): the route guard has already applied the list's
 * access (the 403 page, before any request), and the tab reads 导出记录 · <list>.
 */
export function ExportJobsPage({ screen: type = '' }: { screen?: string }) {
  const t = useText();
  const ref = findScreen(type);
  useTabSubtitle(ref?.screen.list.title);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { result, query } = useCustom<ListPayload<ExportJob>>({
    url: '/export/jobs',
    method: 'get',
    config: { query: { type, page, pageSize } },
    queryOptions: { enabled: !!ref },
  });
  if (!ref) return <Alert type="error" showIcon message={t('export.unknownType')} />;
  const data = result.data as Partial<ListPayload<ExportJob>> | undefined;
  const fields = ref.resource.fields;
  return (
    <Card
      title={
        <Space>
          <Link to={ref.screen.list.path} aria-label={ref.screen.list.title}><ArrowLeftOutlined /></Link>
          <Typography.Text strong>{t('export.jobsTitle', { title: ref.screen.list.title })}</Typography.Text>
        </Space>
      }
    >
      {query.isError && <Alert type="error" showIcon message={query.error?.message} style={{ marginBottom: 16 }} />}
      <Table<ExportJob>
        rowKey="id"
        loading={query.isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          ...TABLE_PAGING,
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
          showTotal: (total) => t('list.total', { total }),
        }}
        columns={[
          { key: 'operator', title: t('export.col.operator'), dataIndex: 'operator_name', width: 110 },
          { key: 'time', title: t('export.col.time'), dataIndex: 'created_at', width: 170, render: (v: string) => formatDate(v) },
          { key: 'filter', title: t('export.col.filter'), render: (_: unknown, j) => describeFilter(fields, ref.screen.fixed ?? {}, j.filter) || t('export.noFilter') },
          { key: 'sort', title: t('export.col.sort'), width: 140, render: (_: unknown, j) => describeSort(fields, j.sort, t('export.asc'), t('export.desc')) },
          { key: 'rows', title: t('export.col.rows'), dataIndex: 'rows', width: 80 },
          {
            key: 'file',
            title: t('export.col.file'),
            render: (_: unknown, j) =>
              j.has_file ? (
                <Typography.Link href={`/api/cms/export/jobs/${j.id}/file`} download={j.file_name} data-testid="export-file">
                  <DownloadOutlined /> {j.file_name} ({formatFileSize(j.file_size)})
                </Typography.Link>
              ) : (
                <Typography.Text type="secondary">{t('export.noFile')}</Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  );
}
