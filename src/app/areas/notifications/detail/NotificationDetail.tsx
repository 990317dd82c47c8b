import { Alert, Card } from 'antd';
import { explainVendorError } from '../../../../../resources/notifications/vendorCodes.ts';
import { RecordText } from '../../../shared/messages/RecordText.tsx';
import { useText } from '../../../locales/useText.ts';
import type { Row } from '../../../schema/row.ts';
import { AttemptsTimeline, type Attempt } from './AttemptsTimeline.tsx';
import { EmailBody } from './EmailBody.tsx';
import { RelatedRows } from './RelatedRows.tsx';
import { VariablesTable } from './VariablesTable.tsx';
import './detail.css';

/** Why a row failed, was skipped or is 发送结果未知 (its `error`), or null. */
export const reasonOf = (record: Row): string | null =>
  (record.send_state === 'failed' || record.send_state === 'skipped' || record.send_state === 'uncertain' || record.receipt_state === 'rejected' || record.receipt_state === 'failed') && typeof record.error === 'string' && record.error ? record.error : null;

/**
 * One outbox row beyond its fields: the email's HTML in a sandboxed iframe (other channels: the
 * text), its template variables, why it failed or was skipped, the attempts timeline and the rows
 * 重发 links it with. `record` is the detail answer (with `attempts`).
 */
export function NotificationDetail({ screen, record }: { screen: string; record: Row }) {
  const t = useText();
  const attempts = Array.isArray(record.attempts) ? (record.attempts as Attempt[]) : [];
  const channel = String(record.channel ?? '');
  const error = reasonOf(record);
  const reason = error && explainVendorError(error, channel);
  const pending = record.send_state === 'pending' && typeof record.next_attempt_at === 'string' ? record.next_attempt_at : null;
  return (
    <div className="nt-detail" data-testid="nt-detail">
      <Card size="small" title={<h3 className="nt-card-title">{record.channel === 'email' ? t('nt.body') : t('nt.content')}</h3>}>
        {record.channel === 'email' ? <EmailBody html={String(record.content ?? '')} /> : <p className="nt-content"><RecordText text={String(record.content ?? '')} /></p>}
      </Card>
      <div className="nt-detail-side">
        {reason && <Alert type={record.send_state === 'skipped' || record.send_state === 'uncertain' ? 'warning' : 'error'} showIcon message={t('nt.reason', { error: reason })} data-testid="nt-reason" />}
        <Card size="small" title={<h3 className="nt-card-title">{t('nt.attempts')}</h3>}>
          <AttemptsTimeline attempts={attempts} nextAt={pending} channel={channel} />
          <RelatedRows screen={screen} record={record} />
        </Card>
        <Card size="small" title={<h3 className="nt-card-title">{t('nt.variables')}</h3>}>
          <VariablesTable variables={record.variables} templateCode={typeof record.template_code === 'string' ? record.template_code : null} />
        </Card>
      </div>
    </div>
  );
}
