import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import type { HistoryEntry } from '../../../domain/wire.ts';
import { useText } from '../../locales/useText.ts';
import { AttachmentList } from '../../shared/files/AttachmentList.tsx';
import { CommentEdit } from './CommentEdit.tsx';
import { DescriptionChange } from './DescriptionChange.tsx';
import { attachmentsOf, dataText, descriptionChange, referenceOf, stepOf, type ProcessStep } from './ticketProcesses.ts';

interface Props {
  entries: readonly HistoryEntry[];
  /** The caller's account id: their own comments can be edited. */
  me: number | undefined;
  /** Why nothing can be changed any more (工单已关闭), or null. */
  locked: string | null;
  /** Refetches the record and the timeline after a change. */
  refresh: () => Promise<void>;
  /** Names of the accounts and problems entries refer to by id (the handler and 常见问题 options). */
  labels: { handlers: ReadonlyMap<number, string>; questions: ReadonlyMap<number, string> };
}

const COLORS: Record<ProcessStep, string> = { create: 'green', comment: 'blue', assign: 'purple', close: 'gray', desc: 'orange', update: 'orange', status: 'blue' };

/**
 * The ticket's handling record, oldest first: creation, every comment (its files; the author may
 * edit it), assignment (to whom, why), description change (before and after, folded) and close
 * (the result), each with who and when.
 */
export function ProcessTimeline({ entries, me, locked, refresh, labels }: Props) {
  const t = useText();
  if (entries.length === 0) return <Empty description={t('show.noHistory')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const body = (e: HistoryEntry): ReactNode => {
    const step = stepOf(e);
    const handler = referenceOf(e, 'handler_id', labels.handlers);
    const change = descriptionChange(e);
    const result = dataText(e, 'result');
    const question = referenceOf(e, 'question_id', labels.questions);
    switch (step) {
      case 'comment':
        return e.operator_id === me && me !== undefined ? <CommentEdit entry={e} locked={locked} refresh={refresh} /> : e.content && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{e.content}</Typography.Paragraph>;
      case 'assign':
        return (
          <>
            {handler && <div>{t('handling.assignedTo', { name: handler })}</div>}
            {e.content && <div style={{ whiteSpace: 'pre-wrap' }}>{t('handling.assignReason', { text: e.content })}</div>}
          </>
        );
      case 'close':
        return (
          <>
            {(result ?? e.content) && <div style={{ whiteSpace: 'pre-wrap' }}>{t('handling.closeResult', { text: result ?? e.content ?? '' })}</div>}
            {question && <div>{t('handling.closeQuestion', { title: question })}</div>}
          </>
        );
      case 'desc':
        return change && <DescriptionChange from={change.from} to={change.to} />;
      default:
        return (
          <>
            {e.content && <div style={{ whiteSpace: 'pre-wrap' }}>{e.content}</div>}
            {change && <DescriptionChange from={change.from} to={change.to} />}
          </>
        );
    }
  };
  return (
    <Timeline
      style={{ paddingTop: 8 }}
      items={entries.map((e) => {
        const step = stepOf(e);
        return {
          key: String(e.id),
          color: COLORS[step],
          children: (
            <div data-testid="process-entry" data-step={step}>
              <Space size={8} wrap>
                <Tag color={COLORS[step] === 'gray' ? 'default' : COLORS[step]} bordered={false}>{t(`handling.step.${step}`)}</Tag>
                <Typography.Text strong>{e.operator_name ?? t('handling.system')}</Typography.Text>
                <Typography.Text type="secondary">{formatDate(e.created_at, 'datetime')}</Typography.Text>
                {dataText(e, 'edited_at') && <Typography.Text type="secondary">{t('handling.edited')}</Typography.Text>}
              </Space>
              <div style={{ marginTop: 4 }}>{body(e)}</div>
              <AttachmentList files={attachmentsOf(e)} />
            </div>
          ),
        };
      })}
    />
  );
}
