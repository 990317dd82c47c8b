import { WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import type { ListPanelProps } from '../../schema/list/panelProps.ts';
import { useActiveLogWarnings, type ActiveLogWarningsAnswer } from './deviceApi.ts';
import { IssueCode } from './IssueCode.tsx';
import './device.css';

/** A quiet line beside 生成解密码. */
const Line = ({ children }: { children?: ReactNode }) => (
  <div className="device-panel-line" data-testid="device-warnings">
    <Typography.Text type="secondary">{children}</Typography.Text>
    <IssueCode />
  </div>
);

/**
 * Above the decryption records: the serials that made more than N requests on one day in the last
 * 30 days (N from system config), each a button that filters the list by that serial, and
 * 生成解密码. One quiet line when there are none.
 */
export function ActiveLogWarnings({ filters, setFilters }: ListPanelProps) {
  const t = useText();
  const { result, query } = useActiveLogWarnings();
  if (query.isError) return <Line>{t('device.warnings.failed', { reason: reasonOf(query.error) ?? String(query.error) })}</Line>;
  const answer = result?.data as ActiveLogWarningsAnswer | undefined;
  // refine's result is `{}` until the answer arrives
  if (!answer || !Array.isArray(answer.serials)) return <Line />;
  if (answer.serials.length === 0) return <Line>{t('device.warnings.none', { limit: answer.limit })}</Line>;
  const show = (serial: string) => setFilters([...filters.filter((f) => !('field' in f && f.field === 'serial')), { field: 'serial', operator: 'startswith', value: serial }]);
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      className="device-warnings"
      data-testid="device-warnings"
      action={<IssueCode />}
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
