import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useOne } from '@refinedev/core';
import { App, Button, Descriptions, Input, List, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { SHARE_MAX_DAYS } from '../../../../resources/oss/access.ts';
import { formatFileSize } from '../../../domain/fileSize.ts';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import type { Row } from '../../schema/row.ts';
import { FILE_SCREEN, OSS_PATHS, type FilePreview, type FileUsages } from './ossApi.ts';

const DAYS = Array.from({ length: SHARE_MAX_DAYS }, (_, i) => i + 1);

/** Its preview: the picture, the text (a PDF's with its page count), or a note to download it. */
function Preview({ id, name }: { id: number; name: string }) {
  const t = useText();
  const { result, query } = useCustom<FilePreview>({ url: OSS_PATHS.preview(id), method: 'get' });
  if (query.isLoading) return <Spin size="small" />;
  if (query.isError) return <Typography.Text type="danger">{t('oss.preview.failed', { reason: reasonOf(query.error) ?? '' })}</Typography.Text>;
  const preview = result.data as unknown as FilePreview | undefined;
  if (!preview) return null;
  if (preview.kind === 'image') return <img src={preview.url} alt={t('oss.preview.image', { name })} className="oss-preview-image" />;
  if (preview.kind === 'text') {
    return (
      <div>
        {preview.pages ? <Typography.Text type="secondary">{t('oss.preview.pages', { pages: preview.pages })}</Typography.Text> : null}
        <pre className="oss-preview-text" tabIndex={0} aria-label={t('oss.preview')} data-testid="oss-preview-text">{preview.text}</pre>
        {preview.truncated && <Typography.Text type="secondary">{t('oss.preview.truncated')}</Typography.Text>}
      </div>
    );
  }
  return <Typography.Text type="secondary">{preview.reason ? t('oss.preview.failed', { reason: preview.reason }) : t('oss.preview.none')}</Typography.Text>;
}

/** The records using the file (a knowledge base's documents …): while there are any, it cannot be deleted. */
function Usages({ id }: { id: number }) {
  const t = useText();
  const { result, query } = useCustom<FileUsages>({ url: OSS_PATHS.usages(id), method: 'get' });
  if (query.isLoading) return <Spin size="small" />;
  const usages = result.data as unknown as FileUsages | undefined;
  if (!usages || (usages.list.length === 0 && usages.hidden === 0)) return <Typography.Text type="secondary">{t('oss.usages.none')}</Typography.Text>;
  return (
    <List
      size="small"
      data-testid="oss-usages"
      dataSource={[...usages.list.map((u) => `${u.label}「${u.title}」`), ...(usages.hidden > 0 ? [t('oss.usages.hidden', { count: usages.hidden })] : [])]}
      renderItem={(line) => <List.Item>{line}</List.Item>}
    />
  );
}

/** 分享链接: a validity of 1–7 days, 生成链接, and the link to copy with its expiry. */
function Share({ id }: { id: number }) {
  const t = useText();
  const { message } = App.useApp();
  const [days, setDays] = useState(7);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const { mutateAsync, mutation } = useCustomMutation();
  const make = async () => {
    try {
      const res = await mutateAsync({ url: OSS_PATHS.share(id), method: 'post', values: { days }, successNotification: false, errorNotification: false });
      const made = res.data as unknown as { url: string; expiresAt: string };
      setLink({ url: new URL(made.url, window.location.origin).href, expiresAt: made.expiresAt });
    } catch (err) {
      message.error(reasonOf(err as Error) ?? String(err));
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    message.success(t('oss.share.copied'));
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label={t('oss.share.days')}
          value={days}
          onChange={setDays}
          options={DAYS.map((d) => ({ value: d, label: t('oss.share.daysOption', { days: d }) }))}
          style={{ width: 110 }}
        />
        <Button onClick={make} loading={mutation.isPending}>{t('oss.share.make')}</Button>
      </Space>
      {link && (
        <>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link.url} aria-label={t('oss.share.url')} data-testid="oss-share-url" />
            <Button icon={<CopyOutlined />} onClick={copy}>{t('oss.share.copy')}</Button>
          </Space.Compact>
          <Typography.Text type="secondary">{t('oss.share.made', { time: new Date(link.expiresAt).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }) })}</Typography.Text>
        </>
      )}
    </Space>
  );
}

/**
 * A file's expanded row in the library: its preview, the records using it, its share link and
 * its details (type, size, SHA-256, download).
 */
export function FileDetail({ record }: { record: Row }) {
  const t = useText();
  const id = Number(record.id);
  const name = String(record.name ?? '');
  // the list's row has the listed columns only: the type, hash and file come with the record
  const { result: full } = useOne<Row>({ resource: FILE_SCREEN, id });
  return (
    <div className="oss-detail" data-testid="oss-detail">
      <section className="oss-detail-preview" aria-label={t('oss.preview')}>
        <Typography.Title level={5}>{t('oss.preview')}</Typography.Title>
        <Preview id={id} name={name} />
      </section>
      <section aria-label={t('oss.usages')}>
        <Typography.Title level={5}>{t('oss.usages')}</Typography.Title>
        <Usages id={id} />
        <Typography.Title level={5}>{t('oss.share')}</Typography.Title>
        <Share id={id} />
        <Typography.Title level={5}>{t('oss.info')}</Typography.Title>
        {full && (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="SHA-256"><Typography.Text copyable className="oss-sha">{String(full.sha256 ?? '')}</Typography.Text></Descriptions.Item>
            <Descriptions.Item label={t('oss.fileLabel')}>
              <Space wrap>
                <Typography.Text>{String(full.mime ?? '')} · {formatFileSize(Number(full.size))}</Typography.Text>
                <a href={String(full.file ?? '')} download={name}><DownloadOutlined /> {t('oss.download')}</a>
              </Space>
            </Descriptions.Item>
          </Descriptions>
        )}
      </section>
    </div>
  );
}
