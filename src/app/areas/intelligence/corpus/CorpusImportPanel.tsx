import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { Alert, App, Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { buildWorkbook } from '../../../schema/list/exportWorkbook.ts';
import type { ListPanelProps } from '../../../schema/list/panelProps.ts';
import { downloadBytes } from '../../../schema/list/runExport.ts';
import { useRefreshRecord } from '../../../schema/show/useRefreshRecord.ts';
import { batchesOf, corpusHeaders, CORPUS_IMPORT_MAX_ROWS, CORPUS_IMPORT_PATH, readCorpusRows, type BadRow, type SheetCorpusRow } from './corpusSheet.ts';
import { readFirstSheet, SheetReadError } from '../../../shared/sheets/readSheet.ts';

/** What the chosen file holds: the rows to send and the rows refused here. */
interface Preview {
  name: string;
  rows: SheetCorpusRow[];
  bad: BadRow[];
}

/** What the import did: rows created, and every row not imported (here or by the server) by its row in the sheet. */
interface Report {
  created: number;
  failed: BadRow[];
  /** A call that failed as a whole (after `created` rows of earlier calls went in). */
  error?: string;
}

/** The server's answer to one import call. */
interface ImportAnswer {
  created: number;
  failed: { row: number; reason: string }[];
}

const byRow = (a: BadRow, b: BadRow): number => a.row - b.row;

/** The rows not imported, each as 第 N 行：reason. */
function BadRows({ rows, testId }: { rows: readonly BadRow[]; testId: string }) {
  const t = useText();
  return (
    <ul className="ai-corpus-import-rows" data-testid={testId} style={{ margin: 0, paddingInlineStart: 20 }}>
      {rows.map((r) => <li key={`${r.row}-${r.reason}`}>{t('ai.corpusImport.badRow', { row: r.row, reason: r.reason })}</li>)}
    </ul>
  );
}

/**
 * 语料's 导入 and 下载模板 (the list's panel, `ScreenDef.panel: 'CorpusImport'`): 下载模板 is an
 * empty workbook with the export's header row (the export's own writer, exportWorkbook.ts); 导入
 * reads the chosen .xlsx's first sheet (readSheet.ts), checks every row by the declaration's rules
 * and shows the preview, each bad row named; 导入 N 行 sends the good ones
 * (POST /intelligence/corpus/import, split only to stay under the server's body size) and shows
 * the report: rows created, and every row not imported with its row number and reason.
 */
export function CorpusImportPanel({ screen }: ListPanelProps) {
  const t = useText();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const refresh = useRefreshRecord(screen, undefined);
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const reset = () => {
    setProblem(null);
    setPreview(null);
    setReport(null);
    setFileKey((k) => k + 1);
  };

  const downloadTemplate = async () => {
    try {
      downloadBytes(await buildWorkbook(t('ai.corpusImport.templateSheet'), corpusHeaders(), []), t('ai.corpusImport.templateFile'));
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    }
  };

  const read = async (file: File) => {
    setProblem(null);
    setPreview(null);
    setReport(null);
    setReading(true);
    try {
      const sheet = await readFirstSheet(new Uint8Array(await file.arrayBuffer()));
      const reading = readCorpusRows(sheet);
      if (!reading.ok) {
        setProblem('missing' in reading ? t('ai.corpusImport.missing', { columns: reading.missing.join('、'), headers: corpusHeaders().join('、') }) : t('ai.corpusImport.empty'));
        return;
      }
      const total = reading.rows.length + reading.bad.length;
      if (total === 0) setProblem(t('ai.corpusImport.empty'));
      else if (total > CORPUS_IMPORT_MAX_ROWS) setProblem(t('ai.corpusImport.tooMany', { n: total, max: CORPUS_IMPORT_MAX_ROWS }));
      else setPreview({ name: file.name, rows: reading.rows, bad: reading.bad });
    } catch (e) {
      if (e instanceof SheetReadError) setProblem(t('ai.corpusImport.notXlsx', { name: file.name }));
      else setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setReading(false);
    }
  };

  const run = async () => {
    if (!preview || preview.rows.length === 0) return;
    const custom = getProvider().custom;
    if (!custom) return;
    setRunning(true);
    let created = 0;
    const failed: BadRow[] = [...preview.bad];
    let error: string | undefined;
    try {
      for (const batch of batchesOf(preview.rows)) {
        try {
          const { data } = await custom<ImportAnswer>({ url: CORPUS_IMPORT_PATH, method: 'post', payload: { rows: batch.map((r) => r.values) } });
          created += Number(data.created ?? 0);
          for (const f of data.failed ?? []) failed.push({ row: batch[f.row - 1]?.row ?? f.row, reason: f.reason });
        } catch (e) {
          error = reasonOf(e as Error) ?? String(e);
          break;
        }
      }
      setPreview(null);
      setReport({ created, failed: failed.sort(byRow), error });
      if (!error) void message.success(failed.length ? t('ai.corpusImport.done', { created, failed: failed.length }) : t('ai.corpusImport.doneAll', { created }));
    } finally {
      setRunning(false);
      if (created > 0) await refresh();
    }
  };

  const close = () => {
    if (running) return;
    setOpen(false);
    reset();
  };

  const footer = report
    ? [<Button key="close" type="primary" onClick={close}>{t('ai.corpusImport.close')}</Button>]
    : [
        <Button key="cancel" onClick={close} disabled={running}>{t('ai.corpusImport.cancel')}</Button>,
        <Button key="ok" type="primary" loading={running} disabled={!preview || preview.rows.length === 0} onClick={() => void run()} data-testid="corpus-import-ok">
          {t('ai.corpusImport.ok', { n: preview?.rows.length ?? 0 })}
        </Button>,
      ];

  return (
    <div className="ai-corpus-import" style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="corpus-import">{t('ai.corpusImport.import')}</Button>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>{t('ai.corpusImport.template')}</Button>
      </Space>
      <Modal open={open} title={t('ai.corpusImport.title')} onCancel={close} footer={footer} maskClosable={!running} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('ai.corpusImport.help')}</Typography.Paragraph>
        {!report && (
          <Form layout="vertical" name="corpus-import" component="div">
            <Form.Item label={t('ai.corpusImport.choose')} htmlFor="corpus-import-file" style={{ marginBottom: 12 }}>
              <input
                key={fileKey}
                id="corpus-import-file"
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={running || reading}
                style={{ maxWidth: '100%' }}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void read(file);
                }}
              />
            </Form.Item>
          </Form>
        )}
        {reading && <p role="status">{t('ai.corpusImport.reading')}</p>}
        {problem && <Alert type="error" role="alert" showIcon message={problem} data-testid="corpus-import-problem" />}
        {preview && (
          <div data-testid="corpus-import-preview">
            <Typography.Paragraph>{t('ai.corpusImport.file', { name: preview.name })}</Typography.Paragraph>
            <Alert
              type={preview.bad.length > 0 ? 'warning' : 'info'}
              showIcon
              role="status"
              message={preview.rows.length === 0 ? t('ai.corpusImport.noGood') : t('ai.corpusImport.preview', { total: preview.rows.length + preview.bad.length, good: preview.rows.length, bad: preview.bad.length })}
              description={preview.bad.length > 0 ? <BadRows rows={preview.bad} testId="corpus-import-bad" /> : undefined}
            />
          </div>
        )}
        {report && (
          <div data-testid="corpus-import-report">
            {report.error && <Alert type="error" role="alert" showIcon style={{ marginBottom: 12 }} message={t('ai.corpusImport.callFailed', { reason: report.error, created: report.created })} />}
            {!report.error && (
              <Alert
                type={report.failed.length > 0 ? 'warning' : 'success'}
                showIcon
                role="status"
                message={report.failed.length > 0 ? t('ai.corpusImport.done', { created: report.created, failed: report.failed.length }) : t('ai.corpusImport.doneAll', { created: report.created })}
              />
            )}
            {report.failed.length > 0 && (
              <>
                <Typography.Title level={5} style={{ marginTop: 12 }}>{t('ai.corpusImport.failedTitle')}</Typography.Title>
                <BadRows rows={report.failed} testId="corpus-import-failed" />
              </>
            )}
          </div>
        )}
      </Modal>
    </div>
  );
}
