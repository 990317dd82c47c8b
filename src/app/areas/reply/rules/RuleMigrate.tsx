import { RobotOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import type { SelectionToolProps } from '../../../schema/list/panelProps.ts';
import { MigrateReport } from './MigrateReport.tsx';
import { REPLY_PATHS, type MigrateAnswer } from './replyShapes.ts';

/**
 * 迁移到智能助手 on 回复列表 (a selection tool): after a confirmation, POST /reply/rule/migrate with
 * the ticked rules; the report lists the keywords created and what was skipped with its reason,
 * with a link to the assistant's keywords. The rules stay ticked until the report is closed.
 */
export function RuleMigrate({ selected, clear }: SelectionToolProps) {
  const t = useText();
  const { modal, message } = App.useApp();
  const getProvider = useDataProvider();
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<MigrateAnswer | null>(null);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());

  const run = async (ids: number[]) => {
    setRunning(true);
    try {
      const { data } = await getProvider().custom!<MigrateAnswer>({ url: REPLY_PATHS.migrate, method: 'post', payload: { ids } });
      setReport({ created: Array.isArray(data.created) ? data.created : [], skipped: Array.isArray(data.skipped) ? data.skipped : [] });
    } catch (err) {
      void message.error(t('reply.rules.migrate.failed', { reason: reasonOf(err as Error) ?? String(err) }));
    } finally {
      setRunning(false);
    }
  };
  const ask = () => {
    const ids = selected.map((r) => Number(r.id));
    setNames(new Map(selected.map((r) => [Number(r.id), String(r.name ?? '')])));
    modal.confirm({
      title: t('reply.rules.migrate.confirmTitle'),
      content: t('reply.rules.migrate.confirm', { n: ids.length }),
      okText: t('reply.rules.migrate.ok'),
      cancelText: t('form.cancel'),
      onOk: () => run(ids),
    });
  };
  const close = () => {
    setReport(null);
    clear();
  };

  return (
    <>
      <Button icon={<RobotOutlined />} loading={running} disabled={selected.length === 0} onClick={ask} data-testid="reply-migrate">
        {t('reply.rules.migrate.button')}
      </Button>
      <Modal
        open={report !== null}
        title={t('reply.rules.migrate.resultTitle')}
        onCancel={close}
        footer={<Button type="primary" onClick={close}>{t('reply.rules.migrate.close')}</Button>}
      >
        {report && <MigrateReport report={report} names={names} onLeave={close} />}
        {report && <Typography.Paragraph className="sr-only" role="status">{t('reply.rules.migrate.summary', { created: report.created.length, skipped: report.skipped.length })}</Typography.Paragraph>}
      </Modal>
    </>
  );
}
