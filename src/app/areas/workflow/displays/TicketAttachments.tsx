import { PaperClipOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { forceHttps } from '../../../../domain/image.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { attachmentsOf } from '../../../shared/files/attachments.ts';

/** A ticket's attachments: each file's name, linking to its download. */
export function TicketAttachments({ value }: FieldViewProps) {
  const files = attachmentsOf(value);
  if (files.length === 0) return <span>-</span>;
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => (
        <a key={f.url} href={forceHttps(f.url)} target="_blank" rel="noreferrer"><PaperClipOutlined /> {f.name}</a>
      ))}
    </Space>
  );
}
