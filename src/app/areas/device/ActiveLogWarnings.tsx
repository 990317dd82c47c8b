import { WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import type { ListPanelProps } from '../../schema/list/panelProps.ts';
import { useActiveLogWarnings, type ActiveLogWarningsAnswer } from './deviceApi.ts';
import './device.css';

/**
 * Above the decryption records: the serials that made more than N requests on one day in the last
 * 30 days (N from system config), each a button that filters the list by that serial. One quiet
 * line when there are none.
 */
export function ActiveLogWarnings({ filters, setFilters }: ListPanelProps) {
  const t = useText();
  const { result, query } = useActiveLogWarnings();
  if (query.isError) return <Typography.Text type="secondary">{t('device.warnings.failed', { reason: reasonOf(query.error) ?? String(query.error) })}</Typography.Text>;
  const answer = result?.data as ActiveLogWarningsAnswer | undefined;
  // refine's result is `{}` until the answer arrives
  if (!answer || !Array.isArray(answer.serials)) return null;
  if (answer.serials.length === 0) return <Typography.Text type="secondary" className="device-warnings-none" data-testid="device-warnings">{t('device.warnings.none', { limit: answer.limit })}</Typography.Text>;
  const show = (serial: string) => setFilters([...filters.filter((f) => !('field' in f && f.field === 'serial')), { field: 'serial', operator: 'eq', value: serial }]);
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      className="device-warnings"
      data-testid="device-warnings"
      message={t('device.warnings.title', { count: answer.serials.length, limit: answer.limit })}
      description={
        <ul className="device-warnings-list">
          {answer.serials.map((w) => (
            <li key={`${w.serial}-${w.day}`}>
              <Button size="small" type="link" className="device-warnings-link" onClick={() => show(w.serial)} title={t('device.warnings.filter', { serial: w.serial })}>
                {t('device.warnings.item', { serial: w.serial, day: w.day, count: w.count })}
              </Button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
