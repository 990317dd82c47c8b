import { ANSWER_KINDS } from '../../../../../resources/reply/enums.ts';
import type { Translate } from '../../../locales/text.ts';

const KIND = new Map(ANSWER_KINDS.map((o) => [o.value, o.label]));

/** A reply as kept on a rule or as sent, loosely read (either shape of replyShapes.ts). */
type AnyAnswer = { kind: string } & Partial<Record<'text' | 'title' | 'name', unknown>> & Partial<Record<'fileId' | 'corpusId', unknown>>;

/** A reply's kind label (文字, 图片, 图文, 语料答案). */
export const kindLabel = (kind: string): string => KIND.get(kind) ?? kind;

/** A reply in one line: its text, its picture's name, its news title, its corpus answer; an id where only the id is kept. */
export function answerText(answer: AnyAnswer, t: Translate): string {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  if (answer.kind === 'text') return text(answer.text) ?? t('reply.rules.answers.blank');
  if (answer.kind === 'news') return text(answer.title) ?? t('reply.rules.answers.blank');
  if (answer.kind === 'image') return text(answer.name) ?? (answer.fileId !== undefined ? t('reply.rules.answers.fileId', { id: String(answer.fileId) }) : t('reply.rules.answers.blank'));
  if (answer.kind === 'corpus') return text(answer.text) ?? (answer.corpusId !== undefined ? t('reply.rules.answers.corpusId', { id: String(answer.corpusId) }) : t('reply.rules.answers.blank'));
  return t('reply.rules.answers.blank');
}
