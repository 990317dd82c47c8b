import type { Db } from '../../db/database.ts';
import { addUserWords } from './text/segment.ts';

/**
 * The segmenter's user dictionary: the voice hot words (with their weights) and the keywords join
 * jieba's, so each stays one search term (issue 34). Loaded once per process and database before
 * the first segmentation, then grown by each hot-word and keyword write of this process; another
 * process learns a new word at its next start (jieba cannot forget one either: a deleted word
 * stays until then). Documents indexed before a word joined keep their cut; 重新解析 re-cuts them.
 */
const loaded = new WeakMap<Db, Promise<void>>();

/** Loads the user dictionary of `db` into the segmenter, once. */
export function ensureUserDictionary(db: Db): Promise<void> {
  let done = loaded.get(db);
  if (!done) {
    done = (async () => {
      const hot = await db.selectFrom('ai_hot_word').select(['word', 'weight']).execute();
      const keywords = await db.selectFrom('ai_keyword').select('keyword').execute();
      addUserWords([...hot.map((w) => ({ word: w.word, weight: Number(w.weight) })), ...keywords.map((k) => ({ word: k.keyword }))]);
    })();
    loaded.set(db, done);
    done.catch(() => loaded.delete(db));
  }
  return done;
}

/** Adds words written now (a hot word, a keyword) to the segmenter. */
export const learnWords = (words: readonly { word: string; weight?: number }[]): void => addUserWords(words);
