import { useDataProvider } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { readFirstSheet, SheetReadError } from '../../../shared/sheets/readSheet.ts';
import { DICT_IMPORT_MAX_ROWS, dictImportPath, parseDictLines, readDictSheet, type BadRow, type DictRow } from './dictRows.ts';

interface Props {
  dictId: number;
  open: boolean;
  onClose: () => void;
  /** After words went in. */
  onImported: () => Promise<void>;
}

/** What is about to be imported: where from, the rows to send and the rows refused here. */
interface Preview {
  source: string;
  rows: DictRow[];
  bad: BadRow[];
}

/** POST /reply/dict/:id/import's answer. */
interface ImportAnswer {
  created: number;
  updated: number;
  failed: { row: number; reason: string }[];
}

interface Report {
  created: number;
  updated: number;
  failed: BadRow[];
}

/** A server reason without its own 第 N 行： (its N counts the rows sent; the preview names the row of the sheet or text). */
const withoutRow = (reason: string): string => reason.replace(/^第 \d+ 行：/, '');

/** The rows not imported, each as 第 N 行：reason. */
function BadRows({ rows, testId }: { rows: readonly BadRow[]; testId: string }) {
  const t = useText();
  return (
    <ul data-testid={testId} style={{ margin: 0, paddingInlineStart: 20 }}>
      {rows.map((r) => <li key={`${r.row}-${r.reason}`}>{t('reply.dict.badRow', { row: r.row, reason: r.reason })}</li>)}
    </ul>
  );
}

/**
 * 导入 of a dictionary's words: an .xlsx (the export's layout, columns 词语 and 标准词, read in the
 * browser by the shared sheet reader) or pasted `词语→标准词` / `词语,标准词` lines. Every row is
 * checked first by the declaration's rules, and the preview names each bad row (第 N 行：…); 导入
 * N 行 sends the good ones in one call (POST /reply/dict/:id/import: a word the dictionary has
 * gets the new standard word) and shows its report: added, updated, and each row refused.
 */
export function ImportDictWords({ dictId, open, onClose, onImported }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  const [text, setText] = useState('');
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
  };

  const show = (source: string, rows: DictRow[], bad: BadRow[]) => {
    const total = rows.length + bad.length;
    if (total === 0) setProblem(t('reply.dict.none'));
    else if (total > DICT_IMPORT_MAX_ROWS) setProblem(t('reply.dict.tooMany', { n: total, max: DICT_IMPORT_MAX_ROWS }));
    else setPreview({ source, rows, bad });
  };

  const readFile = async (file: File) => {
    reset();
    setReading(true);
    try {
      const reading = readDictSheet(await readFirstSheet(new Uint8Array(await file.arrayBuffer())), t);
      if (!reading.ok) setProblem(t('reply.dict.missing', { columns: reading.missing.join('、') }));
      else show(t('reply.dict.source.file', { name: file.name }), reading.rows, reading.bad);
    } catch (e) {
      setProblem(e instanceof SheetReadError ? t('reply.dict.notXlsx', { name: file.name }) : e instanceof Error ? e.message : String(e));
    } finally {
      setReading(false);
    }
  };

  const checkText = () => {
    reset();
    setFileKey((k) => k + 1);
    const { rows, bad } = parseDictLines(text, t);
    show(t('reply.dict.source.text'), rows, bad);
  };

  const run = async () => {
    if (!preview || preview.rows.length === 0) return;
    setRunning(true);
    try {
      const { data } = await getProvider().custom!<ImportAnswer>({
        url: dictImportPath(dictId),
        method: 'post',
        payload: { rows: preview.rows.map(({ word, standard }) => ({ word, standard })) },
      });
      const failed = [...preview.bad, ...(data.failed ?? []).map((f) => ({ row: preview.rows[f.row - 1]?.row ?? f.row, reason: withoutRow(f.reason) }))].sort((a, b) => a.row - b.row);
      setPreview(null);
      setReport({ created: Number(data.created ?? 0), updated: Number(data.updated ?? 0), failed });
      setText('');
      await onImported();
    } catch (e) {
      setProblem(t('reply.dict.callFailed', { reason: reasonOf(e as Error) ?? String(e) }));
    } finally {
      setRunning(false);
    }
  };

  const close = () => {
    if (running) return;
    reset();
    setText('');
    onClose();
  };

  const footer = report
    ? [<Button key="close" type="primary" onClick={close}>{t('reply.dict.close')}</Button>]
    : [
        <Button key="cancel" onClick={close} disabled={running}>{t('reply.dict.cancel')}</Button>,
        <Button key="ok" type="primary" loading={running} disabled={!preview || preview.rows.length === 0} onClick={() => void run()} data-testid="dict-import-ok">
          {t('reply.dict.importOk', { n: preview?.rows.length ?? 0 })}
        </Button>,
      ];

  return (
    <Modal open={open} title={t('reply.dict.importTitle')} onCancel={close} footer={footer} maskClosable={!running} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('reply.dict.importHelp')}</Typography.Paragraph>
      {!report && (
        <Form layout="vertical" name="dict-import" component="div">
          <Form.Item label={t('reply.dict.importFile')} htmlFor="dict-import-file" style={{ marginBottom: 12 }}>
            <input
              key={fileKey}
              id="dict-import-file"
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={running || reading}
              style={{ maxWidth: '100%' }}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void readFile(file);
              }}
            />
          </Form.Item>
          <Form.Item label={t('reply.dict.importText')} htmlFor="dict-import-text" style={{ marginBottom: 8 }}>
            <Input.TextArea id="dict-import-text" rows={6} value={text} disabled={running} placeholder={'镭射机→激光机\n雕刻器,雕刻机'} onChange={(e) => setText(e.target.value)} />
          </Form.Item>
          <Button onClick={checkText} disabled={running || text.trim() === ''} style={{ marginBottom: 12 }}>{t('reply.dict.importCheck')}</Button>
        </Form>
      )}
      {reading && <p role="status">{t('reply.dict.reading')}</p>}
      {problem && <Alert type="error" role="alert" showIcon message={problem} data-testid="dict-import-problem" />}
      {preview && (
        <div data-testid="dict-import-preview">
          <Typography.Paragraph>{preview.source}</Typography.Paragraph>
          <Alert
            type={preview.bad.length > 0 ? 'warning' : 'info'}
            showIcon
            role="status"
            message={preview.rows.length === 0 ? t('reply.dict.noGood') : t('reply.dict.preview', { total: preview.rows.length + preview.bad.length, good: preview.rows.length, bad: preview.bad.length })}
            description={preview.bad.length > 0 ? <BadRows rows={preview.bad} testId="dict-import-bad" /> : undefined}
          />
        </div>
      )}
      {report && (
        <div data-testid="dict-import-report">
          <Alert
            type={report.failed.length > 0 ? 'warning' : 'success'}
            showIcon
            role="status"
            message={report.failed.length > 0 ? t('reply.dict.done', { created: report.created, updated: report.updated, failed: report.failed.length }) : t('reply.dict.doneAll', { created: report.created, updated: report.updated })}
          />
          {report.failed.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 12 }}>{t('reply.dict.failedTitle')}</Typography.Title>
              <BadRows rows={report.failed} testId="dict-import-failed" />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
