import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DocumentTextError, extractDocumentText } from '../../../src/server/shared/files/documentText.ts';

/**
 * The text of an uploaded knowledge document (src/server/shared/files/documentText.ts):
 * the kind from the content, the refusals with their messages, a damaged PDF refused in time.
 * Fixtures: test/fixtures/intelligence/parse/ (README there); the .docx files are built here.
 */

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/intelligence/parse/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A minimal .docx: one <w:p> a paragraph, the parts Word and mammoth need. */
async function docx(paragraphs: readonly string[], { withDocument = true, store = false } = {}): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  if (withDocument) {
    zip.file(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    );
  } else {
    zip.file('xl/workbook.xml', '<workbook/>');
  }
  return zip.generateAsync({ type: 'uint8array', compression: store ? 'STORE' : 'DEFLATE' });
}

/** The refusal `work` ends with (failing when it does not refuse). */
async function refusal(work: Promise<unknown>): Promise<DocumentTextError> {
  const e = await work.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DocumentTextError);
  return e as DocumentTextError;
}

describe('PDF', () => {
  it('gives the text of a Chinese PDF printed by Chromium, pages apart by a blank line', async () => {
    const doc = await extractDocumentText(fixture('sample.pdf'), '售后手册.pdf');
    expect(doc.kind).toBe('pdf');
    expect(doc.pages).toBe(2);
    const text = doc.text.normalize('NFKC');
    expect(text).toContain('激光雕刻机使用前请确认冷却水循环正常。');
    expect(text).toContain('Model LX-3020 laser power 60W.');
    expect(text).toContain('请检查高压电源与水保护开关');
    // page 1 ends, a blank line, page 2 begins
    expect(text).toMatch(/60W\.\n\n第二章/);
    expect(doc.text).not.toMatch(/\n{3,}/);
    expect(doc.text).toBe(doc.text.trim());
  });

  it('takes the kind from the content: an upper-case extension is the same', async () => {
    const doc = await extractDocumentText(fixture('sample.pdf'), 'MANUAL.PDF');
    expect(doc.kind).toBe('pdf');
  });

  it('refuses a PDF without text (a scan) and says to run OCR first', async () => {
    const e = await refusal(extractDocumentText(fixture('scanned.pdf'), 'scan.pdf'));
    expect(e.message).toBe('PDF 中没有可提取的文字（可能是扫描件，请先做文字识别）');
    expect(e.reason).toBe('scanned');
  });

  it('refuses a corrupt PDF with a DocumentTextError, well within the time limit', async () => {
    const started = Date.now();
    const e = await refusal(extractDocumentText(fixture('corrupt.pdf'), 'broken.pdf'));
    expect(e.message).toBe('PDF 文件无法读取（文件可能已损坏）');
    expect(e.reason).toBe('unreadable');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a truncated PDF', async () => {
    const whole = fixture('sample.pdf');
    const e = await refusal(extractDocumentText(whole.slice(0, Math.floor(whole.length / 3)), 'half.pdf'));
    expect(e.reason).toBe('unreadable');
  });

  it('gives up on a parse that takes longer than the time limit', async () => {
    const started = Date.now();
    const e = await refusal(extractDocumentText(fixture('sample.pdf'), 'slow.pdf', { timeoutMs: 1 }));
    expect(e.reason).toBe('timeout');
    expect(e.message).toMatch(/^解析超时/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // the abandoned parse leaves nothing behind that breaks the next one
    expect((await extractDocumentText(fixture('sample.pdf'), 'again.pdf')).pages).toBe(2);
  });

  it('refuses a .pdf that is not a PDF', async () => {
    const e = await refusal(extractDocumentText(utf8('这不是 PDF'), 'fake.pdf'));
    expect(e.message).toBe('文件内容与扩展名不符（不是有效的 PDF）');
    expect(e.reason).toBe('mismatch');
  });

  it('refuses a PDF under a text name', async () => {
    const e = await refusal(extractDocumentText(fixture('sample.pdf'), 'manual.txt'));
    expect(e.message).toBe('文件内容与扩展名不符（这是 PDF 文件，扩展名应为 .pdf）');
  });
});

describe('Word (.docx)', () => {
  it('gives the paragraphs, separated by a blank line', async () => {
    const bytes = await docx(['第一章 开机', '打开冷却水泵，再打开激光电源。', '第二章 关机']);
    const doc = await extractDocumentText(bytes, '操作规程.docx');
    expect(doc).toEqual({ kind: 'docx', text: '第一章 开机\n\n打开冷却水泵，再打开激光电源。\n\n第二章 关机' });
  });

  it('collapses the empty paragraphs into one blank line', async () => {
    const bytes = await docx(['上', '', '', '', '下']);
    expect((await extractDocumentText(bytes, 'a.docx')).text).toBe('上\n\n下');
  });

  it('refuses a .docx without text', async () => {
    const e = await refusal(extractDocumentText(await docx(['', ' ']), 'empty.docx'));
    expect(e.message).toBe('文档没有文字内容');
    expect(e.reason).toBe('empty');
  });

  it('refuses a ZIP that is not a Word document (an .xlsx renamed)', async () => {
    const e = await refusal(extractDocumentText(await docx(['x'], { withDocument: false }), 'sheet.docx'));
    expect(e.message).toBe('文件内容与扩展名不符（不是有效的 Word 文档）');
    // uncompressed, its parts name word/document.xml in their text: an entry's name is what counts
    const stored = await refusal(extractDocumentText(await docx(['x'], { withDocument: false, store: true }), 'sheet.docx'));
    expect(stored.message).toBe('文件内容与扩展名不符（不是有效的 Word 文档）');
  });

  it('reads an uncompressed (stored) .docx too', async () => {
    expect((await extractDocumentText(await docx(['存储模式'], { store: true }), 'stored.docx')).text).toBe('存储模式');
  });

  it('refuses a damaged Word document', async () => {
    const whole = await docx(['完整的段落']);
    // the local header and its entry name survive; the central directory does not
    const e = await refusal(extractDocumentText(whole.slice(0, whole.length - 60), 'broken.docx'));
    expect(e.message).toBe('Word 文档无法读取（文件可能已损坏）');
    expect(e.reason).toBe('unreadable');
  });

  it('refuses a .docx that is something else (an old .doc, text)', async () => {
    const e = await refusal(extractDocumentText(utf8('plain text'), 'old.docx'));
    expect(e.message).toBe('文件内容与扩展名不符（不是有效的 Word 文档）');
  });

  it('refuses a Word document under a text name', async () => {
    const e = await refusal(extractDocumentText(await docx(['x']), 'notes.md'));
    expect(e.message).toBe('文件内容与扩展名不符（这是 Word 文档，扩展名应为 .docx）');
  });
});

describe('Markdown and text', () => {
  it('a .md or .markdown is markdown, a .txt is text', async () => {
    expect(await extractDocumentText(utf8('# 标题\n\n正文'), 'faq.md')).toEqual({ kind: 'markdown', text: '# 标题\n\n正文' });
    expect((await extractDocumentText(utf8('# 标题'), 'faq.Markdown')).kind).toBe('markdown');
    expect(await extractDocumentText(utf8('镜片每周清洁一次。'), 'notes.txt')).toEqual({ kind: 'text', text: '镜片每周清洁一次。' });
  });

  it('strips the BOM, turns CRLF into LF, collapses 3+ line breaks to a blank line, trims', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('\r\n\r\n 第一段  \r\n\r\n\r\n\r\n第二段\n \n\t\n第三段\n\n\n')]);
    const doc = await extractDocumentText(bytes, 'bom.txt');
    expect(doc.text).toBe('第一段\n\n第二段\n\n第三段');
    expect(doc.text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('refuses a text file that is not UTF-8 (GBK, UTF-16)', async () => {
    // 激光 in GBK
    const gbk = await refusal(extractDocumentText(new Uint8Array([0xbc, 0xa4, 0xb9, 0xe2]), 'gbk.txt'));
    expect(gbk.message).toBe('文本文件不是 UTF-8 编码（请另存为 UTF-8 后再上传）');
    expect(gbk.reason).toBe('encoding');
    const utf16 = await refusal(extractDocumentText(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]), 'utf16.md'));
    expect(utf16.reason).toBe('encoding');
  });

  it('refuses a binary file under a text name', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const e = await refusal(extractDocumentText(png, 'image.txt'));
    expect(e.message).toBe('文件内容与扩展名不符（不是文本文件）');
    const zipped = await refusal(extractDocumentText(await docx(['x'], { withDocument: false }), 'archive.txt'));
    expect(zipped.message).toBe('文件内容与扩展名不符（不是文本文件）');
  });

  it('refuses an empty or blank text file', async () => {
    expect((await refusal(extractDocumentText(new Uint8Array(), 'empty.txt'))).message).toBe('文档没有文字内容');
    expect((await refusal(extractDocumentText(utf8('\uFEFF \n\n\t\n'), 'blank.md'))).message).toBe('文档没有文字内容');
  });
});

describe('file names', () => {
  it.each(['report.doc', 'sheet.xlsx', 'README', 'photo.png', 'archive.pdf.zip', 'notes.'])('refuses %s', async (name) => {
    const e = await refusal(extractDocumentText(utf8('text'), name));
    expect(e.message).toBe('只支持 .md、.txt、.pdf、.docx 文件');
    expect(e.reason).toBe('unsupported');
  });

  it('reads the extension of the last path segment only', async () => {
    expect((await extractDocumentText(utf8('正文'), 'dir.pdf/notes.txt')).kind).toBe('text');
  });
});
