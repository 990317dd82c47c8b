import { describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from '../../src/server/areas/intelligence/fixtures/documents.ts';
import { RETRIEVAL_SET } from '../fixtures/intelligence/retrievalSet.ts';

const textOf = (key: string): string => {
  const doc = SEED_DOCUMENTS.find((d) => d.key === key);
  if (!doc) throw new Error(`no seeded document ${key}`);
  return doc.text;
};
const occurrences = (text: string, part: string): number => text.split(part).length - 1;

describe('the retrieval quality set (test/fixtures/intelligence/retrievalSet.ts)', () => {
  it('has at least 48 questions, at least 12 for each document', () => {
    expect(RETRIEVAL_SET.length).toBeGreaterThanOrEqual(48);
    for (const key of ['manual', 'troubleshooting', 'warranty'] as const) {
      expect(RETRIEVAL_SET.filter((r) => r.document === key).length, key).toBeGreaterThanOrEqual(12);
    }
  });

  it('has no question twice', () => {
    expect(new Set(RETRIEVAL_SET.map((r) => r.question)).size).toBe(RETRIEVAL_SET.length);
  });

  it.each(RETRIEVAL_SET.map((r) => [r.question, r] as const))('%s: its expect occurs exactly once in its document', (_q, r) => {
    expect(r.expect.length, r.expect).toBeGreaterThanOrEqual(6);
    expect(r.expect.length, r.expect).toBeLessThanOrEqual(20);
    expect(occurrences(textOf(r.document), r.expect), `${r.expect} in ${r.document}`).toBe(1);
  });

  it('no question contains its expect verbatim', () => {
    expect(RETRIEVAL_SET.filter((r) => r.question.includes(r.expect)).map((r) => r.question)).toEqual([]);
  });
});
