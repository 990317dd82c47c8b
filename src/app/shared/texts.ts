import type { AreaTexts } from '../locales/text.ts';

/** Texts of the shared layer (the export log page, the upload input), zh-CN and en-US; the area's entry carries them (the en-US type makes a missing key a compile error). */
const zh = {
  'export.jobsTitle': '导出记录：{{title}}',
  'export.unknownType': '未知的列表类型',
  'export.col.operator': '导出人',
  'export.col.time': '导出时间',
  'export.col.filter': '筛选条件',
  'export.col.sort': '排序',
  'export.col.rows': '行数',
  'export.col.file': '文件',
  'export.noFilter': '全部',
  'export.noFile': '未保存文件',
  'export.asc': '升序',
  'export.desc': '降序',
  'wf.form.upload': '上传附件',
  'wf.form.uploadImage': '上传图片',
  'wf.form.uploading': '正在上传…',
  'wf.form.uploadFailed': '上传失败：{{reason}}',
  'wf.form.removeFile': '移除 {{name}}',
  'upload.uploading': '上传中 {{percent}}%',
  'upload.done': '已上传',
  'upload.failedTag': '失败',
  'upload.failed': '上传失败：{{reason}}',
  'upload.tooBig': '文件超过 10 MB',
  'upload.progress': '「{{name}}」上传进度',
  'upload.clear': '清除上传记录',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'export.jobsTitle': 'Export records: {{title}}',
  'export.unknownType': 'Unknown list type',
  'export.col.operator': 'By',
  'export.col.time': 'Time',
  'export.col.filter': 'Filters',
  'export.col.sort': 'Sort',
  'export.col.rows': 'Rows',
  'export.col.file': 'File',
  'export.noFilter': 'All',
  'export.noFile': 'No file saved',
  'export.asc': 'ascending',
  'export.desc': 'descending',
  'wf.form.upload': 'Upload attachment',
  'wf.form.uploadImage': 'Upload image',
  'wf.form.uploading': 'Uploading…',
  'wf.form.uploadFailed': 'Upload failed: {{reason}}',
  'wf.form.removeFile': 'Remove {{name}}',
  'upload.uploading': 'Uploading {{percent}}%',
  'upload.done': 'Uploaded',
  'upload.failedTag': 'Failed',
  'upload.failed': 'Upload failed: {{reason}}',
  'upload.tooBig': 'The file is over 10 MB',
  'upload.progress': 'Upload progress of "{{name}}"',
  'upload.clear': 'Clear the upload list',
};

export const sharedTexts = { zh, en } satisfies AreaTexts;

declare module '../locales/text.ts' {
  /** The keys these texts add to `t()` (declaration merging; see AreaTextKeys). */
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
