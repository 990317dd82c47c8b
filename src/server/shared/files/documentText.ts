/**
 * The text of a stored document (a knowledge base's document, a file library preview): a PDF, a
 * Word document (.docx), a Markdown or a plain text file, told apart by its bytes, not trusted
 * from its name. The shared files layer's: the assistant's parser and the library both read it. The
 * libraries (unpdf's pdf.js, mammoth) load on the first document of their kind, not at start.
 * Unicode normalisation (NFKC: Chromium's PDFs write 用 as the Kangxi radical ⽤) is the caller's.
 */

/** What a document turned out to be: decides how the caller labels it and whether it has pages. */
export type DocumentKind = 'pdf' | 'docx' | 'markdown' | 'text';

/** The text of one document; `pages` only for a PDF (shown next to the document in the list). */
export interface DocumentText {
  kind: DocumentKind;
  text: string;
  pages?: number;
}

/**
 * Why a document was refused, for the caller that answers with more than the message (a status,
 * a hint): the message alone is what the user reads.
 */
export type DocumentTextErrorReason = 'unsupported' | 'mismatch' | 'unreadable' | 'encrypted' | 'scanned' | 'encoding' | 'empty' | 'timeout';

/**
 * A document whose text cannot be taken, with a Chinese message the upload shows as it is: the
 * caller answers it as a refusal of the file (422), never as a server error.
 */
export class DocumentTextError extends Error {
  constructor(
    message: string,
    readonly reason: DocumentTextErrorReason,
  ) {
    super(message);
    this.name = 'DocumentTextError';
  }
}

/**
 * How long one document may take to parse: pdf.js can wait forever on some damaged files, and an
 * upload must end with an answer.
 */
export const DOCUMENT_PARSE_TIMEOUT_MS = 30_000;

/** The accepted extensions and the kind each promises. */
const EXTENSION_KINDS: Readonly<Record<string, DocumentKind>> = {
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  pdf: 'pdf',
  docx: 'docx',
};

const MESSAGES = {
  unsupported: '只支持 .md、.txt、.pdf、.docx 文件',
  notPdf: '文件内容与扩展名不符（不是有效的 PDF）',
  notDocx: '文件内容与扩展名不符（不是有效的 Word 文档）',
  isPdf: '文件内容与扩展名不符（这是 PDF 文件，扩展名应为 .pdf）',
  isDocx: '文件内容与扩展名不符（这是 Word 文档，扩展名应为 .docx）',
  notText: '文件内容与扩展名不符（不是文本文件）',
  pdfUnreadable: 'PDF 文件无法读取（文件可能已损坏）',
  pdfEncrypted: 'PDF 文件有密码保护，请先取消密码再上传',
  scanned: 'PDF 中没有可提取的文字（可能是扫描件，请先做文字识别）',
  docxUnreadable: 'Word 文档无法读取（文件可能已损坏）',
  encoding: '文本文件不是 UTF-8 编码（请另存为 UTF-8 后再上传）',
  empty: '文档没有文字内容',
  timeout: (ms: number) => `解析超时（超过 ${Math.round(ms / 1000)} 秒），文件可能已损坏`,
} as const;

/** What the bytes are, by their signature. */
type Sniffed = 'pdf' | 'docx' | 'zip' | 'other';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** A view of the same memory as a Buffer (no copy). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const DOCX_MAIN_PART = 'word/document.xml';

/**
 * Whether a ZIP has an entry named word/document.xml: each entry's local header (PK\x03\x04) has
 * the name's length at +26 and the name at +30. The local headers, not the central directory at
 * the end, so that a truncated .docx is still told from another ZIP (and mammoth refuses it).
 */
function hasDocxMainPart(bytes: Uint8Array): boolean {
  const buf = asBuffer(bytes);
  const signature = Buffer.from(ZIP_MAGIC);
  for (let at = buf.indexOf(signature); at >= 0 && at + 30 <= buf.length; at = buf.indexOf(signature, at + 4)) {
    const nameLength = buf.readUInt16LE(at + 26);
    if (nameLength === DOCX_MAIN_PART.length && buf.toString('latin1', at + 30, at + 30 + nameLength) === DOCX_MAIN_PART) return true;
  }
  return false;
}

/**
 * The content's kind, by signature. A .docx is a ZIP with word/document.xml, which tells it from
 * another ZIP (an .xlsx, a renamed archive); mammoth then proves it.
 */
function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) return hasDocxMainPart(bytes) ? 'docx' : 'zip';
  return 'other';
}

/** The file name's extension, lower case, without the dot ('' when there is none). */
function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * `work` or a DocumentTextError once `ms` have passed; `onTimeout` releases what the abandoned
 * work holds. Only an asynchronous wait can be cut short: pdf.js runs in this thread.
 */
async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void = () => {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new DocumentTextError(MESSAGES.timeout(ms), 'timeout'));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs of blanks inside a PDF line become one space, and none is left around a line break (as unpdf's mergePages). */
function tidyPdfPage(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/**
 * A PDF's text, page by page, pages separated by a blank line. The loading task is pdf.js's own
 * (unpdf's pdf.js build), so a parse that runs out of time is destroyed, not left running.
 */
async function pdfText(bytes: Uint8Array, timeoutMs: number): Promise<DocumentText> {
  const { extractText, getResolvedPDFJS } = await import('unpdf');
  const { getDocument } = await getResolvedPDFJS();
  // a copy: pdf.js may take over (transfer) the buffer it is given
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: true, verbosity: 0 });
  const work = (async () => {
    const pdf = await task.promise;
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    return { totalPages, text: text.map(tidyPdfPage).filter(Boolean).join('\n\n') };
  })();
  try {
    const { totalPages, text } = await withTimeout(work, timeoutMs, () => void task.destroy().catch(() => {}));
    return { kind: 'pdf', text, pages: totalPages };
  } catch (e) {
    if (e instanceof DocumentTextError) throw e;
    if (e instanceof Error && e.name === 'PasswordException') throw new DocumentTextError(MESSAGES.pdfEncrypted, 'encrypted');
    throw new DocumentTextError(MESSAGES.pdfUnreadable, 'unreadable');
  } finally {
    // after the text (or a failure), the document and its fake worker are not needed
    if (!task.destroyed) void task.destroy().catch(() => {});
  }
}

/** A Word document's text: mammoth's raw text, one paragraph a block (separated by a blank line). */
async function docxText(bytes: Uint8Array, timeoutMs: number): Promise<DocumentText> {
  try {
    const { default: mammoth } = await import('mammoth');
    const result = await withTimeout(mammoth.extractRawText({ buffer: asBuffer(bytes) }), timeoutMs);
    return { kind: 'docx', text: result.value };
  } catch (e) {
    if (e instanceof DocumentTextError) throw e;
    throw new DocumentTextError(MESSAGES.docxUnreadable, 'unreadable');
  }
}

/**
 * A text file's content: UTF-8 only (a GBK or UTF-16 file would come out garbled, so it is
 * refused with a hint), without its BOM, and no binary file under a text name (NUL bytes).
 */
function plainText(bytes: Uint8Array, kind: 'markdown' | 'text'): DocumentText {
  // UTF-16 (Windows Notepad's "Unicode") has NULs too: its BOM tells it from a binary file
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) throw new DocumentTextError(MESSAGES.encoding, 'encoding');
  if (bytes.includes(0)) throw new DocumentTextError(MESSAGES.notText, 'mismatch');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new DocumentTextError(MESSAGES.encoding, 'encoding');
  }
  return { kind, text: text.startsWith('\uFEFF') ? text.slice(1) : text };
}

/** Line ends as \n, no blanks at a line's end, at most one blank line in a row, no blank edges. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The document's kind when its name and content agree, checked at once (the upload answers 400
 * with the reason before anything is stored): the extension, the signature, and for a text file
 * its encoding. Throws DocumentTextError.
 */
export function checkDocumentFile(bytes: Uint8Array, fileName: string): DocumentKind {
  const promised = EXTENSION_KINDS[extensionOf(fileName)];
  if (!promised) throw new DocumentTextError(MESSAGES.unsupported, 'unsupported');
  const content = sniff(bytes);
  if (promised === 'pdf') {
    if (content !== 'pdf') throw new DocumentTextError(MESSAGES.notPdf, 'mismatch');
  } else if (promised === 'docx') {
    if (content !== 'docx') throw new DocumentTextError(MESSAGES.notDocx, 'mismatch');
  } else {
    if (content === 'pdf') throw new DocumentTextError(MESSAGES.isPdf, 'mismatch');
    if (content === 'docx') throw new DocumentTextError(MESSAGES.isDocx, 'mismatch');
    if (content === 'zip') throw new DocumentTextError(MESSAGES.notText, 'mismatch');
    plainText(bytes, promised);
  }
  return promised;
}

/**
 * The text of an uploaded document, its kind decided by its content, which must agree with the
 * extension (.md .markdown .txt .pdf .docx). Every refusal, a damaged file included, is a
 * DocumentTextError with a message for the user; a parse taking longer than `timeoutMs`
 * (default DOCUMENT_PARSE_TIMEOUT_MS) is one too.
 */
export async function extractDocumentText(bytes: Uint8Array, fileName: string, options: { timeoutMs?: number } = {}): Promise<DocumentText> {
  const timeoutMs = options.timeoutMs ?? DOCUMENT_PARSE_TIMEOUT_MS;
  const kind = checkDocumentFile(bytes, fileName);
  const doc = kind === 'pdf' ? await pdfText(bytes, timeoutMs) : kind === 'docx' ? await docxText(bytes, timeoutMs) : plainText(bytes, kind);

  const text = tidy(doc.text);
  if (!text) {
    if (doc.kind === 'pdf') throw new DocumentTextError(MESSAGES.scanned, 'scanned');
    throw new DocumentTextError(MESSAGES.empty, 'empty');
  }
  return { ...doc, text };
}
