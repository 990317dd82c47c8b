import { PaperClipOutlined } from '@ant-design/icons';
import { Image, Space } from 'antd';
import { isImage, type Attachment } from './attachments.ts';

/** An entry's files: pictures as thumbnails (click enlarges), others as links. */
export function AttachmentList({ files }: { files: readonly Attachment[] }) {
  if (files.length === 0) return null;
  const images = files.filter(isImage);
  const others = files.filter((f) => !isImage(f));
  return (
    <Space direction="vertical" size={4} data-testid="process-attachments">
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap size={8}>
            {images.map((f) => <Image key={f.url} src={f.url} alt={f.name} width={64} height={64} style={{ objectFit: 'cover' }} />)}
          </Space>
        </Image.PreviewGroup>
      )}
      {others.map((f) => (
        <a key={f.url} href={f.url} target="_blank" rel="noreferrer">
          <PaperClipOutlined /> {f.name}
        </a>
      ))}
    </Space>
  );
}
