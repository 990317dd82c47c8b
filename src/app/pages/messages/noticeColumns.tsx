import { Button, Space, Tag, type TableColumnType } from 'antd';
import type { Translate } from '../../locales/text.ts';
import { SentTime } from './SentTime.tsx';
import type { SentMessage } from './types.ts';
import { WIDE_ONLY } from './wideOnly.ts';

/** Recipient tags shown in a row before 等 N 人. */
const SHOWN_RECIPIENTS = 3;

/** What a notice row's buttons do. */
export interface NoticeActions {
  edit: (m: SentMessage) => void;
  revoke: (m: SentMessage) => void;
  resend: (m: SentMessage) => void;
}

/**
 * The columns of 站内信管理's table: title, sender, recipients, state, time (with 已编辑, who and
 * when) and the buttons. On a narrow screen the title carries state and time beneath it, and
 * the buttons stack.
 */
export function noticeColumns(t: Translate, narrow: boolean, act: NoticeActions): TableColumnType<SentMessage>[] {
  const state = (m: SentMessage) => (
    <Space size={4} wrap>
      {m.status === 'revoked' ? <Tag>{t('settings.msg.statusRevoked')}</Tag> : <Tag color="green">{t('settings.msg.statusSent')}</Tag>}
      <span>{t('settings.msg.readCount', { read: m.read_count, total: m.recipients.length })}</span>
    </Space>
  );
  return [
    {
      title: t('settings.msg.title'),
      dataIndex: 'title',
      render: (v: string, m) => (
        <>
          {v}
          {narrow ? (
            <div style={{ fontSize: 12, marginTop: 4 }}>
              <SentTime at={m.sent_at} who={m.sender_name} mark={m} />
              {state(m)}
            </div>
          ) : null}
        </>
      ),
    },
    { title: t('settings.msg.sender'), dataIndex: 'sender_name', width: 120, responsive: WIDE_ONLY },
    {
      title: t('settings.msg.recipients'),
      key: 'to',
      responsive: WIDE_ONLY,
      render: (_v, m) => (
        <>
          {m.recipients.slice(0, SHOWN_RECIPIENTS).map((r) => <Tag key={r.id}>{r.name}</Tag>)}
          {m.recipients.length > SHOWN_RECIPIENTS ? <Tag>{t('settings.msg.moreRecipients', { count: m.recipients.length })}</Tag> : null}
        </>
      ),
    },
    { title: t('settings.msg.state'), key: 'state', width: 170, responsive: WIDE_ONLY, render: (_v, m) => state(m) },
    { title: t('settings.msg.time'), dataIndex: 'sent_at', width: 200, responsive: WIDE_ONLY, render: (v: string, m) => <SentTime at={v} mark={m} /> },
    {
      title: t('settings.msg.operation'),
      key: 'op',
      width: narrow ? undefined : 220,
      fixed: narrow ? undefined : 'right',
      render: (_v, m) => (
        <Space direction={narrow ? 'vertical' : 'horizontal'} size={narrow ? 0 : 'small'}>
          <Button type="link" size="small" onClick={() => act.edit(m)}>{t('settings.manage.edit')}</Button>
          {m.status === 'sent' ? <Button type="link" size="small" danger onClick={() => act.revoke(m)}>{t('settings.manage.revoke')}</Button> : null}
          <Button type="link" size="small" onClick={() => act.resend(m)}>{t('settings.manage.resend')}</Button>
        </Space>
      ),
    },
  ];
}
