import type { Access } from '../../src/domain/access.ts';
import { GROUP } from '../../src/domain/groups.ts';

/** Who works in the AI file library (ROUTES.md: /oss/file is group 64): staff and above. */
export const OSS_ACCESS: Access = { group: GROUP.editor };

/** The longest a share link lives (issue 34: at most 7 days). */
export const SHARE_MAX_DAYS = 7;

/** The file kinds of the library, read from each file's content (src/server/areas/oss/fileKinds.ts). */
export const FILE_KINDS = [
  { value: 'image', label: '图片', color: 'green' },
  { value: 'pdf', label: 'PDF', color: 'red' },
  { value: 'text', label: '文本', color: 'blue' },
  { value: 'document', label: 'Word 文档', color: 'geekblue' },
  { value: 'sheet', label: 'Excel 表格', color: 'cyan' },
  { value: 'archive', label: '压缩包', color: 'orange' },
  { value: 'video', label: '视频', color: 'purple' },
] as const;
