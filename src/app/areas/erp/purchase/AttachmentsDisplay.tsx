import { AttachmentList } from '../../../shared/files/AttachmentList.tsx';
import { attachmentsOf } from '../../../shared/files/attachments.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';

/** 附件 of an order: pictures as thumbnails, other files as links (the shared file list). */
export function AttachmentsDisplay({ value }: FieldViewProps) {
  const files = attachmentsOf(typeof value === 'string' ? parse(value) : value);
  if (files.length === 0) return <span>-</span>;
  return <AttachmentList files={files} />;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
