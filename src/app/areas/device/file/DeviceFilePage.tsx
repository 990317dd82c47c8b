import { useCustom } from '@refinedev/core';
import { Alert, Descriptions, Spin } from 'antd';
import { useParams } from 'react-router';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { ListPanel } from '../../../schema/list/ListPanel.tsx';
import { LightTag } from '../../../ui/LightTag.tsx';
import { deviceFileUrl, type DeviceFile } from './deviceFileApi.ts';
import { FileSections } from './FileSections.tsx';
import { SerialSearch } from './SerialSearch.tsx';
import './deviceFile.css';

/** The model, production month and warranty the serial rule and the model rules give. */
function SerialFacts({ info }: { info: DeviceFile['info'] }) {
  const t = useText();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 3 }} className="device-file-facts" data-testid="device-file-facts">
      <Descriptions.Item label={t('device.file.model')}>{info.model?.name ?? t('device.file.noModel')}</Descriptions.Item>
      <Descriptions.Item label={t('device.file.produced')}>{info.produced_on}</Descriptions.Item>
      <Descriptions.Item label={t('device.file.warranty')}>
        <span className="device-file-inline">
          <LightTag color={info.warranty_state === 'in' ? 'green' : 'red'}>{info.warranty_label}</LightTag>
          <span>{t('device.file.warrantyEnd', { end: info.warranty_end, months: info.warranty_months })}</span>
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 设备档案 (/device/file/:serial): one serial's whole history — its model, production month and
 * warranty, then each section the server answered (the sale, repairs, requests, exchanges,
 * tickets, decryption records), every entry a link to its record. A section the user may not read
 * is absent from the answer and not shown; a serial nothing names says so. 打开其他序列号 opens another.
 */
export function DeviceFilePage() {
  const t = useText();
  const raw = useParams().serial ?? '';
  const { result, query } = useCustom<DeviceFile>({ url: deviceFileUrl(raw), method: 'get', queryOptions: { enabled: raw !== '', retry: false } });
  const file = result.data as DeviceFile | undefined;
  const serial = file?.serial ?? raw.trim().toUpperCase();
  return (
    <ListPanel title={<span data-testid="device-file-title">{t('device.file.heading', { serial })}</span>} extra={<SerialSearch current={serial} />}>
      {query.isError ? (
        <Alert type="error" showIcon role="alert" message={t('device.file.failed', { reason: reasonOf(query.error) ?? String(query.error) })} />
      ) : query.isLoading || !file ? (
        <Spin tip={t('device.file.loading')}><div style={{ minHeight: 120 }} /></Spin>
      ) : (
        <div className="device-file" data-testid="device-file">
          <SerialFacts info={file.info} />
          {!file.known && <Alert type="info" showIcon message={t('device.file.unknown')} description={t('device.file.unknownHint')} data-testid="device-file-unknown" />}
          <FileSections sections={file.sections} />
        </div>
      )}
    </ListPanel>
  );
}
