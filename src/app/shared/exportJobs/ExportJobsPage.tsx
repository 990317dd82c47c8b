import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Card, Pagination, Space, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { findScreen } from '../../../../resources/registry.ts';
import { formatDate } from '../../../domain/dates.ts';
import type { ListPayload } from '../../../domain/envelope.ts';
import { formatFileSize } from '../../../domain/fileSize.ts';
import type { ExportJob } from '../../../domain/wire.ts';
import { useText } from '../../locales/useText.ts';
import { TABLE_PAGING } from '../../schema/list/listDefaults.ts';
import '../../schema/list/listCards.css';
import './exportJobs.css';
import { useTabSubtitle } from '../../shell/tabs/useTabSubtitle.ts';
import { useNarrowScreen } from '../../ui/useNarrowScreen.ts';
import { describeFilter, describeSort } from './describeExport.ts';

/** On a phone, the cells that take a line of their own (the others go two to a line). */
const WIDE = new Set(['time', 'filter', 'file']);

/** One column of the log: its header, its cell, and its width in the table. */
interface Cell {
  key: string;
  title: string;
  width?: number;
  cell: (job: ExportJob) => ReactNode;
}


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
  const narrow = useNarrowScreen();
  const { result, query } = useCustom<ListPayload<ExportJob>>({
    url: '/export/jobs',
    method: 'get',
    config: { query: { type, page, pageSize } },
    queryOptions: { enabled: !!ref },
  });
  if (!ref) return <Alert type="error" showIcon message={t('export.unknownType')} />;
  const data = result.data as Partial<ListPayload<ExportJob>> | undefined;
  const fields = ref.resource.fields;
  const jobs = data?.list ?? [];
  const total = data?.total ?? 0;
  const onPage = (p: number, size: number) => {
    setPage(size === pageSize ? p : 1);
    setPageSize(size);
  };
  const cells: Cell[] = [
    { key: 'operator', title: t('export.col.operator'), width: 110, cell: (j) => j.operator_name },
    { key: 'time', title: t('export.col.time'), width: 170, cell: (j) => formatDate(j.created_at) },
    { key: 'filter', title: t('export.col.filter'), cell: (j) => describeFilter(fields, ref.screen.fixed ?? {}, j.filter) || t('export.noFilter') },
    { key: 'sort', title: t('export.col.sort'), width: 140, cell: (j) => describeSort(fields, j.sort, t('export.asc'), t('export.desc')) },
    { key: 'rows', title: t('export.col.rows'), width: 80, cell: (j) => j.rows },
    {
      key: 'file',
      title: t('export.col.file'),
      cell: (j) =>
        j.has_file ? (
          <Typography.Link href={`/api/cms/export/jobs/${j.id}/file`} download={j.file_name} data-testid="export-file">
            <DownloadOutlined /> {j.file_name} ({formatFileSize(j.file_size)})
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('export.noFile')}</Typography.Text>
        ),
    },
  ];
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
      {narrow ? (
        // a phone: one card per export, as the lists are (six columns squeezed a header a character a line)
        <div className="list-cards" aria-busy={query.isFetching}>
          {jobs.length === 0 && !query.isFetching && <p className="list-cards-empty">{t('list.empty')}</p>}
          <ul className="list-cards-items">
            {jobs.map((job) => (
              <li key={job.id} className="list-card export-card" data-testid="export-card">
                <dl>
                  {cells.map((c) => (
                    <div key={c.key} className={WIDE.has(c.key) ? 'list-card-wide' : undefined}>
                      <dt>{c.title}</dt>
                      <dd>{c.cell(job)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <Pagination simple size="small" align="center" current={page} pageSize={pageSize} total={total} onChange={onPage} showTotal={(n) => t('list.total', { total: n })} />
        </div>
      ) : (
        <Table<ExportJob>
          rowKey="id"
          loading={query.isFetching}
          dataSource={jobs}
          scroll={{ x: 'max-content' }}
          pagination={{ ...TABLE_PAGING, current: page, pageSize, total, onChange: onPage, showTotal: (n) => t('list.total', { total: n }) }}
          columns={cells.map(({ key, title, width, cell }) => ({ key, title, width, render: (_: unknown, job: ExportJob) => cell(job) }))}
        />
      )}
    </Card>
  );
}
