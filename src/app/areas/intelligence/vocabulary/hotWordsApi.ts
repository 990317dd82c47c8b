import type { DataProvider } from '@refinedev/core';
import type { ListPayload } from '../../../../domain/envelope.ts';

/** The words of a hot-word table (resources/intelligence/vocabulary.ts, aiHotWords). */
export const HOT_WORD_PATH = '/intelligence/hot-word';

/** A hot word as the list answers it. */
export interface HotWord {
  id: number;
  word: string;
  weight: number;
  version: number;
}

/** The most a list page holds (the server's limit). */
const PAGE_MAX = 100;

/** Reads one page of a table's words straight from the data provider. */
async function readPage(provider: DataProvider, vocabularyId: number, page: number, pageSize: number): Promise<ListPayload<HotWord>> {
  const { data } = await provider.custom!<ListPayload<HotWord> & Record<string, unknown>>({
    url: HOT_WORD_PATH,
    method: 'get',
    query: { vocabulary_id: vocabularyId, page, pageSize },
  });
  return { list: Array.isArray(data.list) ? data.list : [], total: Number(data.total ?? 0) };
}

/** How many words a table holds now. */
export async function countHotWords(provider: DataProvider, vocabularyId: number): Promise<number> {
  return Number((await readPage(provider, vocabularyId, 1, 1)).total ?? 0);
}

/** Every word of a table, page by page (the export). */
export async function readAllHotWords(provider: DataProvider, vocabularyId: number): Promise<HotWord[]> {
  const all: HotWord[] = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await readPage(provider, vocabularyId, page, PAGE_MAX);
    all.push(...list);
    if (list.length < PAGE_MAX || all.length >= Number(total ?? 0)) return all;
  }
}

/** The words as an import takes them: `word|weight` lines. */
export const hotWordsText = (words: readonly Pick<HotWord, 'word' | 'weight'>[]): string => words.map((w) => `${w.word}|${w.weight}`).join('\n') + (words.length ? '\n' : '');

/** Saves text as a UTF-8 `.txt` download. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
