import { Timeline, Typography } from 'antd';
import { explainVendorError } from '../../../../../resources/notifications/vendorCodes.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';

/** One delivery attempt as `GET /notification/outbox/:id` answers it. */
export interface Attempt {
  id: number;
  attempt: number;
  started_at: string;
  finished_at: string | null;
  result: 'sent' | 'failed' | 'retry' | 'uncertain' | null;
  error: string | null;
  provider_message_id: string | null;
}

const COLORS = { sent: 'green', failed: 'red', retry: 'orange', uncertain: 'magenta' } as const;

/** The attempts of a notification, oldest first: attempt n, when, its result, error (led by its vendor code's meaning) and message id; the next attempt when one is due. */
export function AttemptsTimeline({ attempts, nextAt, channel }: { attempts: readonly Attempt[]; nextAt?: string | null; channel?: string }) {
  const t = useText();
  if (!attempts.length && !nextAt) return <Typography.Text type="secondary">{t('nt.noAttempts')}</Typography.Text>;
  const items = attempts.map((a) => ({
    key: a.id,
    color: a.result ? COLORS[a.result] : 'blue',
    children: (
      <div data-testid={`attempt-${String(a.attempt)}`}>
        <Typography.Text strong>{t('nt.attemptTitle', { n: a.attempt })}</Typography.Text>
        {' · '}
        <span>{formatDate(a.finished_at ?? a.started_at, 'datetime')}</span>
        {a.result && <>{' · '}<span>{t(`nt.attemptResult.${a.result}`)}</span></>}
        {a.error && <div><Typography.Text type="danger">{explainVendorError(a.error, channel)}</Typography.Text></div>}
        {a.provider_message_id && <div><Typography.Text type="secondary">{t('nt.attemptMessageId', { id: a.provider_message_id })}</Typography.Text></div>}
      </div>
    ),
  }));
  if (nextAt) items.push({ key: -1, color: 'gray', children: <Typography.Text type="secondary">{t('nt.nextAttempt', { time: formatDate(nextAt, 'datetime') })}</Typography.Text> });
  return <Timeline items={items} />;
}
