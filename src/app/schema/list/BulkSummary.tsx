import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, List, Modal, Typography } from 'antd';
import { useText } from '../../locales/useText.ts';
import type { BulkOutcome } from './runBulk.ts';

/** The result of a bulk action: how many succeeded and failed, then each row with its outcome and the server's reason. */
export function BulkSummary({ label, outcomes, onClose }: { label: string; outcomes: readonly BulkOutcome[]; onClose: () => void }) {
  const t = useText();
  const failed = outcomes.filter((o) => !o.ok).length;
  return (
    <Modal open title={t('bulk.summaryTitle', { label })} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t('bulk.close')}</Button>}>
      <Typography.Paragraph strong data-testid="bulk-summary">{t('bulk.summary', { ok: outcomes.length - failed, failed })}</Typography.Paragraph>
      <List
        size="small"
        dataSource={[...outcomes]}
        rowKey={(o) => String(o.id)}
        renderItem={(o) => (
          <List.Item data-testid="bulk-outcome" data-ok={o.ok ? 'true' : 'false'}>
            <div>
              {o.ok ? <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden /> : <CloseCircleFilled style={{ color: '#cf1322' }} aria-hidden />}{' '}
              <Typography.Text strong>{o.name}</Typography.Text>{' '}
              <Typography.Text type={o.ok ? 'success' : 'danger'}>{o.ok ? t('bulk.ok') : t('bulk.failed')}</Typography.Text>
              {o.message && <div><Typography.Text type="secondary">{o.message}</Typography.Text></div>}
            </div>
          </List.Item>
        )}
      />
    </Modal>
  );
}
