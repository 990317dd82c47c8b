import { PaperClipOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { forceHttps } from '../../../../domain/image.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';

/** One attachment as a ticket keeps it: the upload's URL and the file's own name. */
export interface Attachment {
  url: string;
  name: string;
}

/** The attachments of a stored value (anything else: none). */
export const attachmentsOf = (value: unknown): Attachment[] =>
  Array.isArray(value)
    ? value.filter((a): a is Attachment => typeof a === 'object' && a !== null && typeof (a as Attachment).url === 'string').map((a) => ({ url: a.url, name: typeof a.name === 'string' && a.name ? a.name : a.url.split('/').pop() ?? a.url }))
    : [];

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
