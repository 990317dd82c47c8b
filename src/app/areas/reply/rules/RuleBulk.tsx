import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import { replyRules } from '../../../../../resources/reply/rules.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { BulkSummary } from '../../../schema/list/BulkSummary.tsx';
import type { SelectionToolProps } from '../../../schema/list/panelProps.ts';
import { rowNameOf, type BulkOutcome } from '../../../schema/list/runBulk.ts';
import { useRefreshRecord } from '../../../schema/show/useRefreshRecord.ts';
import { REPLY_PATHS, type BulkAnswer } from './replyShapes.ts';

/**
 * 批量启用 / 批量停用 on 回复列表 (a selection tool): one POST /reply/rule/bulk for the ticked
 * rules. All done: a message and the selection cleared; some refused: the bulk summary names
 * each rule with the server's reason, and the rules stay ticked until it is closed (the bar, and
 * this tool with it, goes when nothing is ticked). The list rereads either way.
 */
export function RuleBulk({ screen, selected, clear }: SelectionToolProps) {
  const t = useText();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const refresh = useRefreshRecord(screen, undefined);
  const [running, setRunning] = useState<boolean | null>(null);
  const [summary, setSummary] = useState<{ label: string; outcomes: BulkOutcome[] } | null>(null);

  const run = async (enabled: boolean) => {
    const rows = [...selected];
    const label = t(enabled ? 'reply.rules.bulk.enable' : 'reply.rules.bulk.disable');
    setRunning(enabled);
    try {
      const { data } = await getProvider().custom!<BulkAnswer>({ url: REPLY_PATHS.bulk, method: 'post', payload: { ids: rows.map((r) => Number(r.id)), enabled } });
      const failed = new Map((Array.isArray(data.failed) ? data.failed : []).map((f) => [Number(f.id), f]));
      if (failed.size === 0) {
        void message.success(t(enabled ? 'reply.rules.bulk.enabled' : 'reply.rules.bulk.disabled', { n: data.done }));
        clear();
      } else {
        const outcomes = rows.map((row): BulkOutcome => {
          const refused = failed.get(Number(row.id));
          return { id: Number(row.id), name: rowNameOf(replyRules, row), ok: !refused, message: refused?.reason };
        });
        setSummary({ label, outcomes });
      }
    } catch (err) {
      void message.error(t('reply.rules.bulk.failed', { reason: reasonOf(err as Error) ?? String(err) }));
    } finally {
      setRunning(null);
      await refresh();
    }
  };

  return (
    <>
      <Button icon={<CheckCircleOutlined />} loading={running === true} disabled={running !== null || selected.length === 0} onClick={() => void run(true)} data-testid="reply-bulk-enable">
        {t('reply.rules.bulk.enable')}
      </Button>
      <Button icon={<StopOutlined />} loading={running === false} disabled={running !== null || selected.length === 0} onClick={() => void run(false)} data-testid="reply-bulk-disable">
        {t('reply.rules.bulk.disable')}
      </Button>
      {summary && <BulkSummary label={summary.label} outcomes={summary.outcomes} onClose={() => { setSummary(null); clear(); }} />}
    </>
  );
}
