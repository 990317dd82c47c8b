import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { Alert, Button, Card, Form, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import type { ListPanelProps } from '../../../schema/list/panelProps.ts';
import { useRefreshRecord } from '../../../schema/show/useRefreshRecord.ts';
import { useNarrowScreen } from '../../../ui/useNarrowScreen.ts';
import { REPLY_PATHS, type SimulateAnswer } from './replyShapes.ts';
import { resultOf, SimulatorResult } from './SimulatorResult.tsx';
import './rules.css';

/** The longest message the console sends (the history keeps 600 characters). */
const MESSAGE_MAX = 600;

/**
 * 模拟消息 on 回复列表 (the list's panel): a follower's message (Enter or 发送; Shift+Enter a new
 * line) or the follow event (关注事件) goes to POST /reply/simulate; the answer shows beside it
 * with the history record it left (SimulatorResult), and the list rereads (the rule's 命中次数 grew). Collapsible (a phone opens
 * it collapsed, below the cards).
 */
export function ReplySimulator({ screen }: ListPanelProps) {
  const t = useText();
  const getProvider = useDataProvider();
  const refresh = useRefreshRecord(screen, undefined);
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(!narrow);
  const [form] = Form.useForm<{ content: string }>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<SimulateAnswer | null>(null);
  const input = useRef<TextAreaRef>(null);
  const bodyId = useId();

  const send = async (payload: { content: string; event?: 'subscribe' }) => {
    setSending(true);
    setError(null);
    try {
      const { data } = await getProvider().custom!<SimulateAnswer>({ url: REPLY_PATHS.simulate, method: 'post', payload });
      setLast(data);
      if (!payload.event) form.setFieldValue('content', '');
      void refresh();
    } catch (err) {
      setError(t('reply.rules.sim.failed', { reason: reasonOf(err as Error) ?? String(err) }));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    form.submit();
  };
  const announced = last ? t('reply.rules.sim.announce', { result: resultOf(last.result)?.label ?? '', reason: last.reason }) : '';

  return (
    <Card
      size="small"
      className="reply-sim"
      style={{ marginBottom: 12 }}
      title={<h2 className="reply-sim-title">{t('reply.rules.sim.title')}</h2>}
      extra={
        <Button type="text" size="small" icon={open ? <UpOutlined /> : <DownOutlined />} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {t(open ? 'reply.rules.sim.collapse' : 'reply.rules.sim.expand')}
        </Button>
      }
      data-testid="reply-sim"
    >
      <div id={bodyId} hidden={!open}>
        <div className="reply-sim-grid">
          <Form form={form} layout="vertical" name="reply_sim" requiredMark={false} className="reply-sim-form" onFinish={({ content }) => void send({ content: content.trim() })}>
            <Form.Item name="content" label={t('reply.rules.sim.message')} extra={t('reply.rules.sim.hint')} rules={[{ required: true, whitespace: true, message: t('reply.rules.sim.required') }]}>
              <Input.TextArea ref={input} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={MESSAGE_MAX} placeholder={t('reply.rules.sim.placeholder')} onKeyDown={onKeyDown} />
            </Form.Item>
            <div className="reply-sim-actions">
              <Button type="primary" htmlType="submit" loading={sending}>{t('reply.rules.sim.send')}</Button>
              <Button disabled={sending} onClick={() => void send({ content: '', event: 'subscribe' })}>{t('reply.rules.sim.follow')}</Button>
            </div>
            {error && <Alert type="error" showIcon message={error} style={{ marginTop: 8 }} />}
          </Form>
          <div>{last && <SimulatorResult key={last.messageId} answer={last} />}</div>
        </div>
        <p role="status" className="sr-only">{announced}</p>
      </div>
    </Card>
  );
}
