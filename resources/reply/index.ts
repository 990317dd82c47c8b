import { defineAreaDeclarations } from '../define.ts';
import { replyCategories } from './categories.ts';
import { replyDicts, replyDictWords } from './dictionaries.ts';
import { replyEndpoints } from './endpoints.ts';
import { replyMessages } from './messages.ts';
import { replyPages } from './pages.ts';
import { replyKeywords, replyRules } from './rules.ts';

/** The declarations of 自动回复 (the legacy WeChat keyword auto-reply): one line in resources/index.ts. */
export const replyDeclarations = defineAreaDeclarations({
  name: 'reply',
  resources: [replyCategories, replyRules, replyKeywords, replyDicts, replyDictWords, replyMessages],
  endpointGroups: [replyEndpoints],
  pages: replyPages,
});
