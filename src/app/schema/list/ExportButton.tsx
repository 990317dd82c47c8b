import { DownloadOutlined } from '@ant-design/icons';
import { useDataProvider, type CrudFilter, type CrudSort } from '@refinedev/core';
import { App, Button, Space } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useText } from '../../locales/useText.ts';
import { downloadBytes, MAX_STORED_FILE_BYTES, runExport, toBase64, type ExportProgress } from './runExport.ts';

/** The progress dialog (antd Modal + Progress) loads with the first export, not with the list. */
const ExportDialog = lazy(() => import('./ExportDialog.tsx').then((m) => ({ default: m.ExportDialog })));

interface Props {
  screen: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
}

/**
 * 导出 Excel: exports the list as filtered and sorted now, with a progress dialog (pages are read
 * in sequence), downloads the file and records the export job (with the file when it fits).
 */
export function ExportButton({ screen, filters, sorters }: Props) {
  const t = useText();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    const provider = getProvider();
    try {
      const result = await runExport({ screen, provider, filters, sorters, sheetName: t('export.sheet'), onProgress: setProgress, signal: controller.signal });
      if (result.rows === 0) {
        void message.warning(t('export.empty'));
        return;
      }
      downloadBytes(result.bytes, result.fileName);
      setProgress({ phase: 'recording', page: 0, pages: 0, total: result.rows });
      const fits = result.bytes.length <= MAX_STORED_FILE_BYTES;
      await provider.custom?.({
        url: '/export/jobs',
        method: 'post',
        payload: { type: screen, filter: result.query, sort: result.sort, rows: result.rows, file_name: result.fileName, file_base64: fits ? toBase64(result.bytes) : undefined },
      });
      if (!fits) void message.warning(t('export.tooLarge'));
      void message.success(t('export.done', { rows: result.rows }));
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') void message.info(t('export.cancelled'));
      else void message.error(t('export.failed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setRunning(false);
      setProgress(null);
      abort.current = null;
    }
  };

  const label = !progress
    ? ''
    : progress.phase === 'fetching'
      ? t('export.fetching', { page: progress.page, pages: progress.pages, total: progress.total })
      : progress.phase === 'building'
        ? t('export.building')
        : t('export.recording');
  return (
    <Space size={12}>
      <Button icon={<DownloadOutlined />} onClick={() => void start()} loading={running} data-testid="export-button">
        {t('export.button')}
      </Button>
      <Link to={`/export/${screen}`}>{t('export.records')}</Link>
      {running && (
        <Suspense fallback={null}>
          <ExportDialog progress={progress} label={label} onCancel={() => abort.current?.abort()} />
        </Suspense>
      )}
    </Space>
  );
}
