import { SearchOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { Alert, Card, Descriptions, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { SerialLink } from '../../shared/SerialLink.tsx';

/** What GET /needs/production/serial-check answers. */
interface SerialCheck {
  serial: string;
  model: { name: string; category: string; sale_state: string } | null;
  warranty_months: number;
  produced_on: string;
  warranty_end: string;
  state: 'in' | 'out';
  state_label: string;
}

/** 序列号查询: type a serial, see the model, production month, warranty end and state, and a link to its device file. */
export function SerialChecker() {
  const t = useText();
  const getProvider = useDataProvider();
  const [result, setResult] = useState<SerialCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const check = async (serial: string) => {
    setLoading(true);
    setError(null);
    try {
      const res = await getProvider().custom?.<SerialCheck>({ url: '/needs/production/serial-check', method: 'get', query: { serial } });
      setResult(res?.data ?? null);
    } catch (err) {
      setResult(null);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card size="small" title={t('serial.title')} style={{ marginBottom: 16 }} data-testid="serial-checker">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          placeholder={t('serial.placeholder')}
          enterButton={<><SearchOutlined /> {t('serial.check')}</>}
          loading={loading}
          allowClear
          maxLength={40}
          style={{ maxWidth: 420 }}
          onSearch={(v) => (v.trim() ? void check(v) : setResult(null))}
          aria-label={t('serial.title')}
        />
        {error && <Alert type="error" showIcon message={error} />}
        {result && (
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} data-testid="serial-result">
            <Descriptions.Item label={t('serial.model')}>
              {result.model ? <Space size={4}>{result.model.name}<Tag>{result.model.category}</Tag><Tag>{result.model.sale_state}</Tag></Space> : t('serial.unknownModel')}
            </Descriptions.Item>
            <Descriptions.Item label={t('serial.produced')}>{result.produced_on}</Descriptions.Item>
            <Descriptions.Item label={t('serial.warrantyMonths')}>{t('serial.months', { n: result.warranty_months })}</Descriptions.Item>
            <Descriptions.Item label={t('serial.warrantyEnd')}>{result.warranty_end}</Descriptions.Item>
            <Descriptions.Item label={t('serial.state')}>
              <Tag color={result.state === 'in' ? 'green' : 'red'}>{result.state_label}</Tag>
              <SerialLink serial={result.serial} fallback={null}>{t('serial.openFile', { serial: result.serial })}</SerialLink>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Space>
    </Card>
  );
}
