import { CopyOutlined, EyeOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import type { FieldViewProps } from '../../schema/fields/types.ts';
import { useCopy } from '../../schema/fields/useCopy.ts';
import { DEVICE_PATHS } from './deviceApi.ts';
import './device.css';

/**
 * A record's code: masked (`ABCD-****-****-WXYZ`) with 查看, which asks the server for the whole
 * code (POST /device/active-log/:id/code, written in the action log) and shows it with 复制.
 * A failed request has no code: —.
 */
export function ActiveLogCode({ value, record }: FieldViewProps) {
  const t = useText();
  const { message } = App.useApp();
  const copy = useCopy();
  const [code, setCode] = useState<string | null>(null);
  const { mutateAsync, mutation } = useCustomMutation();
  const id = Number(record?.id);
  if (typeof value !== 'string' || !value || !Number.isInteger(id)) return <span aria-label={t('device.code.none')}>{t('device.code.none')}</span>;
  const reveal = async () => {
    try {
      const res = await mutateAsync({ url: DEVICE_PATHS.reveal(id), method: 'post', values: {}, successNotification: false, errorNotification: false });
      setCode(String((res.data as unknown as { code: string }).code));
    } catch (err) {
      void message.error(t('device.code.failed', { reason: reasonOf(err as Error) ?? String(err) }));
    }
  };
  if (code) {
    return (
      <span className="device-code" data-testid="device-code-full">
        <span>{code}</span>
        <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('device.code.copyOf', { code })} onClick={() => void copy(code)}>{t('device.code.copy')}</Button>
      </span>
    );
  }
  return (
    <span className="device-code">
      <span>{value}</span>
      <Button size="small" type="link" icon={<EyeOutlined />} loading={mutation.isPending} aria-label={t('device.code.revealOf', { masked: value })} title={t('device.code.revealOf', { masked: value })} onClick={() => void reveal()}>{t('device.code.reveal')}</Button>
    </span>
  );
}
