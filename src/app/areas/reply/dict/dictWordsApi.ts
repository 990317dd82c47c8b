import type { DataProvider } from '@refinedev/core';
import type { ListPayload } from '../../../../domain/envelope.ts';
import { escapeCell } from '../../../schema/list/exportCells.ts';
import { buildWorkbook } from '../../../schema/list/exportWorkbook.ts';
import { DICT_WORD_PATH, dictHeaders, type DictWord } from './dictRows.ts';

/** The most a list page holds (the server's limit). */
const PAGE_MAX = 100;

/** Every word of a dictionary, page by page (the export). */
export async function readAllDictWords(provider: DataProvider, dictId: number): Promise<DictWord[]> {
  const all: DictWord[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await provider.custom!<ListPayload<DictWord> & Record<string, unknown>>({
      url: DICT_WORD_PATH,
      method: 'get',
      query: { dict_id: dictId, page, pageSize: PAGE_MAX, sort: 'word' },
    });
    const list = Array.isArray(data.list) ? data.list : [];
    all.push(...list);
    if (list.length < PAGE_MAX || all.length >= Number(data.total ?? 0)) return all;
  }
}

/** The words as an .xlsx the import reads back: a header row (词语, 标准词), then a word a row (formula triggers escaped). */
export const dictWorkbook = (sheetName: string, words: readonly Pick<DictWord, 'word' | 'standard'>[]): Promise<Uint8Array> =>
  buildWorkbook(sheetName, dictHeaders(), words.map((w) => [escapeCell(w.word), escapeCell(w.standard)]));
