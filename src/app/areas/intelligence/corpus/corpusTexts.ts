import type { AreaTexts } from '../../../locales/text.ts';

/** Texts of 语料's 导入 (the list's panel and its dialog), zh-CN and en-US under the same keys. */
const zh = {
  'ai.corpusImport.import': '导入',
  'ai.corpusImport.template': '下载模板',
  'ai.corpusImport.templateFile': '语料导入模板.xlsx',
  'ai.corpusImport.templateSheet': '语料',
  'ai.corpusImport.title': '导入语料',
  'ai.corpusImport.help': '选择 .xlsx 文件，列与导出的相同：问题、相似问题（多个用“、”“；”或换行分隔，与导出的相同）、答案、分类（分类名称）、启用（是/否）。第一行是表头，其他列不读取。',
  'ai.corpusImport.choose': '选择 .xlsx 文件',
  'ai.corpusImport.file': '文件：{{name}}',
  'ai.corpusImport.reading': '正在读取文件…',
  'ai.corpusImport.notXlsx': '「{{name}}」不是有效的 .xlsx 文件，请用 Excel 或 WPS 另存为 .xlsx 后再试',
  'ai.corpusImport.empty': '文件里没有内容',
  'ai.corpusImport.missing': '表头缺少列：{{columns}}（第一行应为：{{headers}}）',
  'ai.corpusImport.tooMany': '文件有 {{n}} 行语料，一次最多导入 {{max}} 行，请拆分后再导入',
  'ai.corpusImport.preview': '共 {{total}} 行：{{good}} 行可以导入，{{bad}} 行有问题（不会导入）',
  'ai.corpusImport.noGood': '没有可以导入的行',
  'ai.corpusImport.badRow': '第 {{row}} 行：{{reason}}',
  'ai.corpusImport.ok': '导入 {{n}} 行',
  'ai.corpusImport.cancel': '取消',
  'ai.corpusImport.close': '关闭',
  'ai.corpusImport.done': '已导入 {{created}} 条语料，{{failed}} 行未导入',
  'ai.corpusImport.doneAll': '已导入 {{created}} 条语料',
  'ai.corpusImport.failedTitle': '未导入的行',
  'ai.corpusImport.callFailed': '导入失败：{{reason}}（已导入 {{created}} 条）',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'ai.corpusImport.import': 'Import',
  'ai.corpusImport.template': 'Template',
  'ai.corpusImport.templateFile': 'corpus-import-template.xlsx',
  'ai.corpusImport.templateSheet': 'Corpus',
  'ai.corpusImport.title': 'Import corpus',
  'ai.corpusImport.help': 'Choose an .xlsx file with the export\'s columns: question, similar questions (separated by "、", ";" or new lines, as the export writes them), answer, category (its name), enabled (是/否). The first row is the header; other columns are ignored.',
  'ai.corpusImport.choose': 'Choose an .xlsx file',
  'ai.corpusImport.file': 'File: {{name}}',
  'ai.corpusImport.reading': 'Reading the file…',
  'ai.corpusImport.notXlsx': '"{{name}}" is not a valid .xlsx file; save it as .xlsx in Excel or WPS and try again',
  'ai.corpusImport.empty': 'The file is empty',
  'ai.corpusImport.missing': 'The header lacks: {{columns}} (the first row should be: {{headers}})',
  'ai.corpusImport.tooMany': 'The file has {{n}} rows; at most {{max}} can be imported at once, split it first',
  'ai.corpusImport.preview': '{{total}} rows: {{good}} can be imported, {{bad}} have problems (not imported)',
  'ai.corpusImport.noGood': 'No row can be imported',
  'ai.corpusImport.badRow': 'Row {{row}}: {{reason}}',
  'ai.corpusImport.ok': 'Import {{n}} rows',
  'ai.corpusImport.cancel': 'Cancel',
  'ai.corpusImport.close': 'Close',
  'ai.corpusImport.done': 'Imported {{created}} pairs; {{failed}} rows were not imported',
  'ai.corpusImport.doneAll': 'Imported {{created}} pairs',
  'ai.corpusImport.failedTitle': 'Rows not imported',
  'ai.corpusImport.callFailed': 'Import failed: {{reason}} ({{created}} imported)',
};

export const corpusTexts = { zh, en } satisfies AreaTexts;

declare module '../../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
