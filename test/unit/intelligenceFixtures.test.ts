import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_SOURCES, documentMarkdown, documentsModuleSource, markdownBlocks, markdownToDocx } from '../../scripts/intelligenceFixtures.ts';
import { SEED_DOCUMENTS } from '../../src/server/areas/intelligence/fixtures/documents.ts';

describe('the 智能助手 seed documents are generated from their Markdown', () => {
  it('documents.ts is what `npx tsx scripts/intelligenceFixtures.ts` writes today', () => {
    const committed = readFileSync(new URL('../../src/server/areas/intelligence/fixtures/documents.ts', import.meta.url), 'utf8');
    expect(committed === documentsModuleSource(), 'documents.ts is stale: run `npx tsx scripts/intelligenceFixtures.ts`').toBe(true);
  });

  it('SEED_DOCUMENTS has each Markdown file as it is, once, with its knowledge base', () => {
    expect(SEED_DOCUMENTS.map((d) => d.key)).toEqual(DOCUMENT_SOURCES.map((d) => d.key));
    for (const d of SEED_DOCUMENTS) {
      expect(d.text, d.key).toBe(documentMarkdown(d.key));
      expect(d.fileName.endsWith('.md'), d.fileName).toBe(true);
    }
    expect(SEED_DOCUMENTS.map((d) => d.knowledgeBase)).toEqual(['产品使用手册', '故障排查', '保修政策']);
  });

  it('each document is a real one: 3,000–5,000 Chinese characters under #, ## and ### headings', () => {
    for (const d of SEED_DOCUMENTS) {
      const han = d.text.match(/\p{Script=Han}/gu)?.length ?? 0;
      expect(han, d.key).toBeGreaterThanOrEqual(3000);
      expect(han, d.key).toBeLessThanOrEqual(5000);
      const levels = new Set(markdownBlocks(d.text).flatMap((b) => (b.kind === 'heading' ? [b.level] : [])));
      expect([...levels].sort(), d.key).toEqual([1, 2, 3]);
    }
  });

  it('the converters read headings, lists, tables and paragraphs', () => {
    expect(markdownBlocks('# 标题\n\n段落一\n\n- 甲\n- 乙\n\n1. 一\n2. 二\n\n| 列 | 值 |\n| --- | --- |\n| a | b |\n')).toEqual([
      { kind: 'heading', level: 1, text: '标题' },
      { kind: 'paragraph', text: '段落一' },
      { kind: 'list', ordered: false, items: ['甲', '乙'] },
      { kind: 'list', ordered: true, items: ['一', '二'] },
      { kind: 'table', rows: [['列', '值'], ['a', 'b']] },
    ]);
  });

  it('the .docx fixture is what the script writes from warrantyTerms.md, and mammoth reads its text back', async () => {
    const committed = readFileSync(new URL('../fixtures/intelligence/warrantyTerms.docx', import.meta.url));
    const made = await markdownToDocx(documentMarkdown('warranty'));
    expect(committed.equals(made), 'warrantyTerms.docx is stale: run `npx tsx scripts/intelligenceFixtures.ts`').toBe(true);
    const { value } = await mammoth.extractRawText({ buffer: committed });
    for (const b of markdownBlocks(documentMarkdown('warranty'))) if (b.kind === 'paragraph') expect(value).toContain(b.text);
  });

  it('the PDF fixture is a PDF under 400 KB', () => {
    const pdf = readFileSync(new URL('../fixtures/intelligence/troubleshootingGuide.pdf', import.meta.url));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(400 * 1024);
  });
});
