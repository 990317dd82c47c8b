import { useCan, useDataProvider } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Space, Tooltip, Typography } from 'antd';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import type { ActionDef, ResourceDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { badgeQueryKey } from '../../shell/shellQueries.ts';
import type { Row } from '../row.ts';
import { FormFields } from '../FormFields.tsx';
import { formItemsOf, sentValues } from '../formItemsOf.ts';
import { useRefreshRecord } from '../show/useRefreshRecord.ts';
import { BulkSummary } from './BulkSummary.tsx';
import type { SelectionToolProps } from './panelProps.ts';
import { runBulk, type BulkOutcome } from './runBulk.ts';

interface Props {
  screen: string;
  resource: ResourceDef;
  /** The screen's bulk actions (`ScreenDef.bulk`), resolved. */
  actions: readonly ActionDef[];
  /** The screen's selection tools (`ScreenDef.selectionTools`), resolved: each is shown in the bar with the selected rows. */
  tools?: readonly ComponentType<SelectionToolProps>[];
  selected: readonly Row[];
  clear: () => void;
}

/**
 * 已选 N 项 with a 批量<action> button per bulk action: the action's fields are asked once, then
 * each selected row gets its own call with its own version; the summary lists which rows
 * succeeded and which failed with the server's reason, and the list, counts and badge refresh.
 * The screen's selection tools follow the action buttons, each given the selected rows.
 */
export function BulkBar({ screen, resource, actions, tools = [], selected, clear }: Props) {
  const t = useText();
  const [running, setRunning] = useState<{ action: ActionDef; done: number } | null>(null);
  const [asking, setAsking] = useState<ActionDef | null>(null);
  const [summary, setSummary] = useState<{ action: ActionDef; outcomes: BulkOutcome[] } | null>(null);
  const [form] = Form.useForm<Record<string, unknown>>();
  const dataProvider = useDataProvider();
  const client = useQueryClient();
  const refresh = useRefreshRecord(screen, undefined);
  const items = useMemo(() => (asking ? formItemsOf(asking.fields ?? [], 'action', t) : []), [asking, t]);
  const run = async (action: ActionDef, values: Record<string, unknown>) => {
    const rows = [...selected];
    const custom = dataProvider().custom;
    setAsking(null);
    if (!custom) return;
    setRunning({ action, done: 0 });
    const outcomes = await runBulk(custom, screen, resource, action, rows, values, (done) => setRunning({ action, done }));
    setRunning(null);
    setSummary({ action, outcomes });
    clear();
    await Promise.all([refresh(), client.invalidateQueries({ queryKey: badgeQueryKey(resource.name) })]);
  };
  if (selected.length === 0 && !summary) return null;
  return (
    <>
      {selected.length > 0 && (
        <div className="bulk-bar" role="region" aria-label={t('bulk.selected', { n: selected.length })}>
          <Space wrap>
            <Typography.Text strong data-testid="bulk-count">{t('bulk.selected', { n: selected.length })}</Typography.Text>
            {actions.map((a) => (
              <BulkActionButton key={a.name} screen={screen} action={a} disabled={!!running} loading={running?.action.name === a.name} onClick={() => { form.resetFields(); setAsking(a); }} />
            ))}
            {tools.map((Tool, i) => (
              <Suspense key={i} fallback={null}>
                <Tool screen={screen} selected={selected} clear={clear} />
              </Suspense>
            ))}
            <Button type="link" onClick={clear} disabled={!!running}>{t('bulk.clear')}</Button>
            {running && <Typography.Text type="secondary" role="status">{t('bulk.running', { done: running.done, total: selected.length })}</Typography.Text>}
          </Space>
        </div>
      )}
      <Modal
        open={asking !== null}
        title={asking ? t('bulk.action', { label: asking.label }) : ''}
        okText={t('form.ok')}
        cancelText={t('form.cancel')}
        okButtonProps={{ danger: asking?.danger }}
        onOk={() => form.submit()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        {asking && <Typography.Paragraph>{t('bulk.intro', { n: selected.length, label: asking.label })}</Typography.Paragraph>}
        {asking?.confirm && <Typography.Paragraph type="secondary">{asking.confirm}</Typography.Paragraph>}
        <Form form={form} name={`bulk_${asking?.name ?? ''}`} layout="vertical" preserve={false} onFinish={(values) => asking && void run(asking, sentValues(items, values))}>
          <FormFields items={items} />
        </Form>
      </Modal>
      {summary && <BulkSummary label={summary.action.label} outcomes={summary.outcomes} onClose={() => setSummary(null)} />}
    </>
  );
}

/** One 批量<action> button, disabled with the reason when the user may not apply the action. */
function BulkActionButton({ screen, action, disabled, loading, onClick }: { screen: string; action: ActionDef; disabled: boolean; loading: boolean; onClick: () => void }) {
  const t = useText();
  const { data: can } = useCan({ resource: screen, action: action.name });
  const reason = can && !can.can ? (can.reason ?? t('app.noReason')) : null;
  const button = (
    <Button danger={action.danger} disabled={disabled || !!reason} loading={loading} onClick={onClick} data-bulk={action.name}>
      {t('bulk.action', { label: action.label })}
    </Button>
  );
  return reason ? <Tooltip title={reason}><span style={{ display: 'inline-block' }}>{button}</span></Tooltip> : button;
}
