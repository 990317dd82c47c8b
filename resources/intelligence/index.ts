import { defineAreaDeclarations } from '../define.ts';
import { aiCategories } from './categories.ts';
import { aiChunks } from './chunks.ts';
import { aiConversations, aiTurns } from './conversations.ts';
import { aiCorpus } from './corpus.ts';
import { aiDocuments } from './documents.ts';
import { aiEndpoints } from './endpoints.ts';
import { aiKeywords } from './keywords.ts';
import { aiKnowledgeBases } from './knowledgeBases.ts';
import { intelligencePages } from './pages.ts';
import { aiHotWords, aiVocabularies } from './vocabulary.ts';

/** The declarations of 智能助手 (the AI assistant's back office): one line in resources/index.ts. */
export const intelligenceDeclarations = defineAreaDeclarations({
  name: 'intelligence',
  resources: [aiCategories, aiKeywords, aiCorpus, aiKnowledgeBases, aiDocuments, aiChunks, aiConversations, aiTurns, aiVocabularies, aiHotWords],
  endpointGroups: [aiEndpoints],
  pages: intelligencePages,
});
