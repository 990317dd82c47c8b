import { aiCorpus } from '../../../../../resources/intelligence/corpus.ts';
import { ossFiles } from '../../../../../resources/oss/files.ts';
import type { PickSource } from './RemotePicker.tsx';

/** The AI file library's pictures (`GET /oss/file?kind=image&q=`), by name. */
export const IMAGE_SOURCE: PickSource = {
  list: ossFiles.endpoints.list.path,
  one: ossFiles.endpoints.one.path,
  filters: { kind: 'image' },
  label: (row) => String(row.name ?? `#${String(row.id)}`),
};

/** The assistant's corpus (`GET /intelligence/corpus?q=`), by its question. */
export const CORPUS_SOURCE: PickSource = {
  list: aiCorpus.endpoints.list.path,
  one: aiCorpus.endpoints.one.path,
  label: (row) => String(row.question ?? `#${String(row.id)}`),
};
