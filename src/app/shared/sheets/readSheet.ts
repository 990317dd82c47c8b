/**
 * Reads the first worksheet of an .xlsx file in the browser, with no library: the app's
 * spreadsheet library (write-excel-file, see exportWorkbook.ts) only writes, and exceljs's reader
 * is kept out of the app (docs/decisions.md, "Export"). An .xlsx is a zip of XML parts: the zip's
 * central directory names each part, a part is stored or deflated (the platform's
 * `DecompressionStream('deflate-raw')` inflates it), and the XML is read with `DOMParser`. Enough
 * for what Excel, WPS, LibreOffice, exceljs and write-excel-file write: shared, inline and formula
 * strings, numbers and booleans; styles, dates and formulas' sources are not read.
 */

/** A cell's value as read: text, a number, a boolean, or null when empty. */
export type SheetCell = string | number | boolean | null;

/** One row of the sheet: its number in the sheet (from 1) and its cells by column (A = 0). */
export interface SheetRow {
  row: number;
  cells: SheetCell[];
}

/** The file is not an .xlsx this reader can open (the message says so; the caller shows its own text). */
export class SheetReadError extends Error {}

const u16 = (b: Uint8Array, at: number): number => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number): number => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

interface ZipEntry {
  method: number;
  size: number;
  offset: number;
}

/** The zip's entries by name, from its central directory. */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const min = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= min; i -= 1) {
    if (u32(bytes, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new SheetReadError('not a zip');
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw new SheetReadError('bad central directory');
    const nameLength = u16(bytes, at + 28);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, { method: u16(bytes, at + 10), size: u32(bytes, at + 20), offset: u32(bytes, at + 42) });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** Inflates raw deflate data with the platform's stream. */
async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    },
  });
  const reader = input.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    total += value.length;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** One part of the zip as text, or undefined when the zip has no such part. */
async function partText(bytes: Uint8Array, entries: Map<string, ZipEntry>, name: string): Promise<string | undefined> {
  const entry = entries.get(name);
  if (!entry) return undefined;
  const local = entry.offset;
  if (u32(bytes, local) !== 0x04034b50) throw new SheetReadError(`bad local header of ${name}`);
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  const data = bytes.subarray(start, start + entry.size);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method === 8) return new TextDecoder().decode(await inflateRaw(data));
  throw new SheetReadError(`compression ${entry.method} of ${name}`);
}

const xml = (text: string): Document => {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new SheetReadError('bad xml');
  return doc;
};

/** Elements by local name, whatever their namespace prefix. */
const all = (node: Document | Element, name: string): Element[] => Array.from(node.getElementsByTagNameNS('*', name));

/** The direct children of an element with a local name. */
const children = (node: Element, name: string): Element[] => Array.from(node.children).filter((c) => c.localName === name);

/** A string item's text: its own `<t>`, or its runs' (`<r><t>`), never the phonetic guide's (`<rPh>`). */
const itemText = (si: Element): string => [...children(si, 't'), ...children(si, 'r').flatMap((r) => children(r, 't'))].map((t) => t.textContent ?? '').join('');

/** The path of the workbook's first sheet: `xl/workbook.xml`'s first `<sheet>`, through its relationship. */
async function firstSheetPath(bytes: Uint8Array, entries: Map<string, ZipEntry>): Promise<string> {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = await partText(bytes, entries, 'xl/workbook.xml');
  const rels = await partText(bytes, entries, 'xl/_rels/workbook.xml.rels');
  const sheet = workbook ? all(xml(workbook), 'sheet')[0] : undefined;
  const rid = sheet ? Array.from(sheet.attributes).find((a) => a.localName === 'id' && a.prefix !== null)?.value : undefined;
  if (!rid || !rels) return fallback;
  const target = all(xml(rels), 'Relationship').find((r) => r.getAttribute('Id') === rid)?.getAttribute('Target');
  if (!target) return fallback;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** A cell reference's column (A → 0, AA → 26). */
function columnOf(ref: string | null, next: number): number {
  const letters = ref?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return next;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A cell's value by its type (`t`): shared string, inline string, formula string, boolean, error or number. */
function cellValue(c: Element, shared: readonly string[]): SheetCell {
  const type = c.getAttribute('t') ?? 'n';
  const v = children(c, 'v')[0]?.textContent ?? null;
  switch (type) {
    case 's':
      return v === null ? null : (shared[Number(v)] ?? null);
    case 'inlineStr': {
      const is = children(c, 'is')[0];
      return is ? itemText(is) : null;
    }
    case 'str':
      return v;
    case 'b':
      return v === null ? null : v === '1';
    case 'e':
      return null;
    default: {
      if (v === null || v === '') return null;
      const n = Number(v);
      return Number.isFinite(n) ? n : v;
    }
  }
}

/** The first worksheet's rows with any cell, in order; throws SheetReadError when the file is not an .xlsx. */
export async function readFirstSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  let entries: Map<string, ZipEntry>;
  try {
    entries = zipEntries(bytes);
  } catch (e) {
    throw e instanceof SheetReadError ? e : new SheetReadError(String(e));
  }
  try {
    const sharedXml = await partText(bytes, entries, 'xl/sharedStrings.xml');
    const shared = sharedXml ? all(xml(sharedXml), 'si').map(itemText) : [];
    const sheetXml = await partText(bytes, entries, await firstSheetPath(bytes, entries));
    if (sheetXml === undefined) throw new SheetReadError('no worksheet');
    const rows: SheetRow[] = [];
    let nextRow = 1;
    for (const r of all(xml(sheetXml), 'row')) {
      const number = Number(r.getAttribute('r') ?? nextRow);
      nextRow = number + 1;
      const cells: SheetCell[] = [];
      for (const c of children(r, 'c')) {
        const column = columnOf(c.getAttribute('r'), cells.length);
        while (cells.length < column) cells.push(null);
        cells[column] = cellValue(c, shared);
      }
      if (cells.some((x) => x !== null && x !== '')) rows.push({ row: number, cells });
    }
    return rows;
  } catch (e) {
    throw e instanceof SheetReadError ? e : new SheetReadError(String(e));
  }
}
