import { useDataProvider } from '@refinedev/core';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { useText } from '../../../locales/useText.ts';
import { parseHotWordLines } from './hotWordLines.ts';
import { countHotWords, HOT_WORD_PATH } from './hotWordsApi.ts';

interface Props {
  vocabularyId: number;
  open: boolean;
  onClose: () => void;
  /** After words went in (all, or those before a failure). */
  onImported: () => Promise<void>;
}

/**
 * 导入: `word|weight` lines typed or read from a .txt file. Every line is checked here first
 * (parseHotWordLines: the server's rules, and the table's limit of words); with any bad line
 * nothing is sent and each is named. Then the words go one by one (POST /intelligence/hot-word);
 * the first the server refuses stops the import, naming its line.
 */
export function ImportHotWords({ vocabularyId, open, onClose, onImported }: Props) {
  const t = useText();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const reset = () => {
    setErrors([]);
    setFailure(null);
    setProgress(null);
  };

  const run = async () => {
    reset();
    const provider = getProvider();
    let existing: number;
    try {
      existing = await countHotWords(provider, vocabularyId);
    } catch (e) {
      setFailure(reasonOf(e as Error) ?? String(e));
      return;
    }
    const { words, errors: bad } = parseHotWordLines(text, existing, t);
    if (bad.length > 0) {
      setErrors(bad);
      return;
    }
    let done = 0;
    setProgress({ done, total: words.length });
    try {
      for (const w of words) {
        try {
          await provider.custom!({ url: HOT_WORD_PATH, method: 'post', payload: { vocabulary_id: vocabularyId, word: w.word, weight: w.weight } });
        } catch (e) {
          setFailure(t('ai.vocab.importFailed', { line: w.line, word: w.word, reason: reasonOf(e as Error) ?? String(e), done }));
          return;
        }
        done += 1;
        setProgress({ done, total: words.length });
      }
      message.success(t('ai.vocab.importDone', { n: done }));
      setText('');
      reset();
      onClose();
    } finally {
      setProgress(null);
      if (done > 0) await onImported();
    }
  };

  const busy = progress !== null;
  return (
    <Modal
      open={open}
      title={t('ai.vocab.importTitle')}
      okText={t('ai.vocab.importOk')}
      cancelText={t('ai.vocab.cancel')}
      okButtonProps={{ disabled: text.trim() === '' }}
      confirmLoading={busy}
      onOk={() => void run()}
      onCancel={() => {
        if (!busy) {
          reset();
          onClose();
        }
      }}
      destroyOnHidden
    >
      <Form layout="vertical" name="hot-word-import" component="div">
        <Form.Item label={t('ai.vocab.importText')} htmlFor="hot-word-import-text" extra={t('ai.vocab.importHelp')}>
          <Input.TextArea
            id="hot-word-import-text"
            rows={8}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setErrors([]);
              setFailure(null);
            }}
            placeholder={'激光雕刻机|8\n切割头|6'}
            disabled={busy}
          />
        </Form.Item>
        <Form.Item label={t('ai.vocab.importFile')} htmlFor="hot-word-import-file" style={{ marginBottom: 0 }}>
          <input
            id="hot-word-import-file"
            type="file"
            accept=".txt,text/plain"
            disabled={busy}
            style={{ maxWidth: '100%' }}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              void file.text().then((content) => {
                setText(content);
                setErrors([]);
                setFailure(null);
              });
            }}
          />
        </Form.Item>
      </Form>
      {progress && <p role="status" style={{ marginTop: 12 }}>{t('ai.vocab.importProgress', progress)}</p>}
      {errors.length > 0 && (
        <Alert
          type="error"
          role="alert"
          style={{ marginTop: 12 }}
          message={t('ai.vocab.importBad', { n: errors.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="hot-word-import-errors">
              {errors.map((e) => <li key={e}>{e}</li>)}
            </ul>
          }
        />
      )}
      {failure && <Alert type="error" role="alert" style={{ marginTop: 12 }} message={failure} />}
    </Modal>
  );
}
