import { Button, Modal, Progress, theme } from 'antd';
import { useText } from '../../locales/useText.ts';
import type { ExportProgress } from './runExport.ts';

const percentOf = (p: ExportProgress | null): number => {
  if (!p) return 0;
  if (p.phase === 'building') return 90;
  if (p.phase === 'recording') return 97;
  return Math.round((Math.max(0, p.page - 1) / Math.max(1, p.pages)) * 85);
};

/** The export's progress dialog: a bar, what it is doing, and 取消 (mounted while an export runs). */
export function ExportDialog({ progress, label, onCancel }: { progress: ExportProgress | null; label: string; onCancel: () => void }) {
  const t = useText();
  const { token } = theme.useToken();
  return (
    <Modal open title={t('export.title')} closable={false} maskClosable={false} footer={<Button onClick={onCancel}>{t('export.cancel')}</Button>}>
      <Progress percent={percentOf(progress)} status="active" data-testid="export-progress" />
      <span style={{ color: token.colorTextSecondary }}>{label}</span>
    </Modal>
  );
}
