import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import JSZip from 'jszip';

/**
 * `npx tsx scripts/intelligenceFixtures.ts`: the 智能助手 documents from their one source, the
 * Markdown files in src/server/areas/intelligence/fixtures/. Writes documents.ts beside them (the
 * texts as TS strings, so the bundled server seeds them without reading files), the troubleshooting
 * guide's first pages as a PDF (headless Chromium; PDF_EXCERPT_END says why not all) and the warranty terms as a .docx (JSZip), the upload tests'
 * fixtures in test/fixtures/intelligence/. test/unit/intelligenceFixtures.test.ts fails when
 * documents.ts is not what documentsModuleSource() gives.
 */

const ROOT = new URL('../', import.meta.url);
const FIXTURES = 'src/server/areas/intelligence/fixtures/';
const BINARY_DIR = 'test/fixtures/intelligence/';

/** The seeded documents: their Markdown file, the name and file name they are stored under, their knowledge base. */
export const DOCUMENT_SOURCES = [
  { key: 'manual', file: 'laserEngraverManual.md', name: '激光雕刻机使用手册', fileName: '激光雕刻机使用手册.md', knowledgeBase: '产品使用手册' },
  { key: 'troubleshooting', file: 'troubleshootingGuide.md', name: '故障排查指南', fileName: '故障排查指南.md', knowledgeBase: '故障排查' },
  { key: 'warranty', file: 'warrantyTerms.md', name: '保修条款', fileName: '保修条款.md', knowledgeBase: '保修政策' },
] as const;

/** The key of a seeded document. */
export type DocumentKey = (typeof DOCUMENT_SOURCES)[number]['key'];

/** The text of one of the Markdown documents, as the file has it. */
export function documentMarkdown(key: DocumentKey): string {
  const source = DOCUMENT_SOURCES.find((d) => d.key === key);
  if (!source) throw new Error(`没有这个文档：${key}`);
  return readFileSync(new URL(FIXTURES + source.file, ROOT), 'utf8');
}

/** A string as a template literal: backslashes, backticks and `${` escaped. */
const templateLiteral = (text: string): string => '`' + text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';

/** The source of src/server/areas/intelligence/fixtures/documents.ts, made from the Markdown files. */
export function documentsModuleSource(): string {
  const entries = DOCUMENT_SOURCES.map((d) => [
    '  {',
    `    key: '${d.key}',`,
    `    name: '${d.name}',`,
    `    fileName: '${d.fileName}',`,
    `    knowledgeBase: '${d.knowledgeBase}',`,
    `    text: ${templateLiteral(documentMarkdown(d.key))},`,
    '  },',
  ].join('\n'));
  return [
    '// 生成的文件，请勿手改：由 scripts/intelligenceFixtures.ts 从本目录的 .md 文件生成。',
    '// 修改 .md 后运行 `npx tsx scripts/intelligenceFixtures.ts`（test/unit/intelligenceFixtures.test.ts 检查两者一致）。',
    '',
    "/** The 智能助手 seed's documents (one per knowledge base), their Markdown text inline so the bundled server needs no file. */",
    "export const SEED_DOCUMENTS: readonly { key: 'manual' | 'troubleshooting' | 'warranty'; name: string; fileName: string; knowledgeBase: string; text: string }[] = [",
    ...entries,
    '];',
    '',
  ].join('\n');
}

/** One block of a Markdown document: what the tiny converters below know. */
type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; rows: string[][] };

const cellsOf = (line: string): string[] => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
const isSeparatorRow = (line: string): boolean => /^\|[\s|:-]+\|$/.test(line.trim());

/** The blocks of the Markdown this project writes: `#`–`###` headings, paragraphs, `-` and `1.` lists, pipe tables. */
export function markdownBlocks(md: string): Block[] {
  const blocks: Block[] = [];
  for (const line of md.split('\n')) {
    const last = blocks[blocks.length - 1];
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^-\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (!line.trim()) continue;
    if (heading) blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2].trim() });
    else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const item = (bullet ?? numbered)![1].trim();
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (line.trim().startsWith('|')) {
      if (isSeparatorRow(line)) continue;
      if (last?.kind === 'table') last.rows.push(cellsOf(line));
      else blocks.push({ kind: 'table', rows: [cellsOf(line)] });
    } else blocks.push({ kind: 'paragraph', text: line.trim() });
  }
  return blocks;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A Markdown document as a simple HTML page (headings, paragraphs, lists, tables) for printing. */
export function markdownToHtml(md: string, title: string): string {
  const body = markdownBlocks(md).map((b) => {
    switch (b.kind) {
      case 'heading': return `<h${b.level}>${escapeHtml(b.text)}</h${b.level}>`;
      case 'paragraph': return `<p>${escapeHtml(b.text)}</p>`;
      case 'list': {
        const tag = b.ordered ? 'ol' : 'ul';
        return `<${tag}>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`;
      }
      case 'table': {
        const [head, ...rows] = b.rows;
        const row = (cells: string[], tag: string) => `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
        return `<table><thead>${row(head, 'th')}</thead><tbody>${rows.map((r) => row(r, 'td')).join('')}</tbody></table>`;
      }
    }
  });
  const style = [
    '@page { size: A4; margin: 18mm 16mm; }',
    "body { font-family: 'Noto Sans CJK SC', 'Noto Serif CJK SC', sans-serif; font-size: 10.5pt; line-height: 1.6; color: #222; }",
    'h1 { font-size: 18pt; text-align: center; } h2 { font-size: 14pt; margin-top: 1.2em; } h3 { font-size: 11.5pt; }',
    'table { border-collapse: collapse; margin: 0.5em 0; } th, td { border: 1px solid #999; padding: 3px 8px; }',
  ].join('\n');
  return `<!doctype html>\n<html lang="zh-CN">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n<style>\n${style}\n</style>\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One `<w:p>`: a run of text (tabs between table cells), bold and larger for a heading. */
function docxParagraph(text: string, heading?: number): string {
  const props = heading ? `<w:rPr><w:b/><w:sz w:val="${[0, 36, 30, 26][heading]}"/></w:rPr>` : '';
  const runs = text.split('\t').map((part, i) => `${i ? '<w:r><w:tab/></w:r>' : ''}<w:r>${props}<w:t xml:space="preserve">${escapeXml(part)}</w:t></w:r>`);
  return `<w:p>${runs.join('')}</w:p>`;
}

/** A minimal .docx of a Markdown document: one paragraph per heading, paragraph, list item and table row. */
export async function markdownToDocx(md: string): Promise<Buffer> {
  const paragraphs = markdownBlocks(md).flatMap((b) => {
    switch (b.kind) {
      case 'heading': return [docxParagraph(b.text, b.level)];
      case 'paragraph': return [docxParagraph(b.text)];
      case 'list': return b.items.map((item, i) => docxParagraph(`${b.ordered ? `${i + 1}. ` : '• '}${item}`));
      case 'table': return b.rows.map((r) => docxParagraph(r.join('\t')));
    }
  });
  const documentXml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
    + paragraphs.join('')
    + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>'
    + '</w:body></w:document>';
  const contentTypes = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    + '</Types>';
  const rels = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    + '</Relationships>';
  // a fixed date: the same Markdown gives the same bytes
  const date = new Date(2025, 0, 1);
  const zip = new JSZip();
  zip.file('[Content_Types].xml', contentTypes, { date, createFolders: false });
  zip.file('_rels/.rels', rels, { date, createFolders: false });
  zip.file('word/document.xml', documentXml, { date, createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
}

/**
 * Where the PDF's excerpt of the troubleshooting guide ends. Chromium embeds the Noto CJK fonts
 * (CFF outlines) as Type3 fonts, over 1 KB a distinct character: the whole guide printed to 816 KB,
 * its first two faults (1.1 不出光, 1.2 出光弱、切不透) print to about 385 KB.
 */
export const PDF_EXCERPT_END = '### 1.3';

/** The part of the troubleshooting guide the PDF fixture prints: from its title to PDF_EXCERPT_END. */
export function troubleshootingPdfMarkdown(): string {
  const md = documentMarkdown('troubleshooting');
  const end = md.indexOf(PDF_EXCERPT_END);
  if (end < 0) throw new Error(`故障排查指南中没有 ${PDF_EXCERPT_END}`);
  return md.slice(0, end);
}

/** Prints a Markdown document to `out` with headless Chromium (fonts-noto-cjk for the Chinese). */
export function printMarkdownToPdf(md: string, title: string, out: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'intelligence-pdf-'));
  try {
    const html = join(dir, 'document.html');
    writeFileSync(html, markdownToHtml(md, title));
    const run = spawnSync('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${out}`, pathToFileURL(html).href], { encoding: 'utf8', timeout: 120_000 });
    if (run.status !== 0) throw new Error(`chromium 打印 PDF 失败（${run.status ?? run.signal}）：${run.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const at = (path: string) => fileURLToPath(new URL(path, ROOT));
  writeFileSync(at(FIXTURES + 'documents.ts'), documentsModuleSource());
  mkdirSync(at(BINARY_DIR), { recursive: true });
  const pdf = at(BINARY_DIR + 'troubleshootingGuide.pdf');
  printMarkdownToPdf(troubleshootingPdfMarkdown(), '故障排查指南', pdf);
  const docx = at(BINARY_DIR + 'warrantyTerms.docx');
  writeFileSync(docx, await markdownToDocx(documentMarkdown('warranty')));
  for (const file of [FIXTURES + 'documents.ts', BINARY_DIR + 'troubleshootingGuide.pdf', BINARY_DIR + 'warrantyTerms.docx']) {
    console.log(`已写入 ${file}（${(statSync(at(file)).size / 1024).toFixed(1)} KB）`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
