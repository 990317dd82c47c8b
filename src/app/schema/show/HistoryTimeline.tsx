import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import type { ResourceDef } from '../../../../resources/define.ts';
import { fieldOf } from '../../../../resources/registry.ts';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import { ActionValues } from './ActionValues.tsx';
import type { HistoryEntry } from '../../../domain/wire.ts';

/** The status history: from → to labels, the action, operator, time and remark. */
export function HistoryTimeline({ resource, entries }: { resource: ResourceDef; entries: readonly HistoryEntry[] }) {
  const t = useText();
  const statusField = resource.status ? fieldOf(resource, resource.status.field) : undefined;
  const option = (v: string | null | undefined) => statusField?.options?.find((o) => String(o.value) === String(v ?? ''));
  const items = entries.filter((e) => e.kind !== 'follow');
  if (items.length === 0) return <Empty description={t('show.noHistory')} />;
  return (
    <Timeline
      items={items.map((e) => {
        const from = option(e.from_status);
        const to = option(e.to_status);
        const title =
          e.kind === 'status' ? (
            <Space size={4} wrap>
              <Typography.Text strong>{e.action_label ?? e.action}</Typography.Text>
              {from && <Tag color={from.color}>{from.label}</Tag>}→{to && <Tag color={to.color}>{to.label}</Tag>}
            </Space>
          ) : (
            <Typography.Text strong>{e.kind === 'create' ? t('show.created') : t('show.updated')}</Typography.Text>
          );
        return {
          key: String(e.id),
          color: to?.color && to.color !== 'default' ? to.color : 'blue',
          children: (
            <div data-testid="history-entry">
              {title}
              <div>
                <Typography.Text type="secondary">
                  {formatDate(e.created_at)} {e.operator_name ? t('show.operator', { name: e.operator_name }) : ''}
                </Typography.Text>
              </div>
              {e.kind === 'status' && <ActionValues resource={resource} action={e.action} data={e.data} />}
              {e.content && <div>{t('show.remark', { text: e.content })}</div>}
            </div>
          ),
        };
      })}
    />
  );
}
