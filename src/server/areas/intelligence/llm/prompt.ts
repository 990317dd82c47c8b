/**
 * The messages that ask an OpenAI-compatible chat model (openaiChat.ts) to answer a customer's
 * question from the retrieved passages only, citing them by number.
 */

/**
 * The model's one reply when the passages do not hold the answer: the caller compares the answer
 * with it to hand the conversation to a person (转人工), so the prompt asks for it word for word.
 */
export const LLM_NO_ANSWER = '抱歉，资料中没有找到相关内容，已为您转人工客服。';

/**
 * One retrieved passage as the model sees it: `n` is the number it cites ([n]) and the caller
 * maps back to the chunk; `documentName` tells the model (and the reader) where it comes from.
 */
export interface LlmSource {
  n: number;
  documentName: string;
  text: string;
}

/** One chat message of the request (the roles this adapter sends). */
export interface LlmMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM_PROMPT = [
  '你是一家激光雕刻设备厂商的售后智能助手，负责解答客户关于设备使用、维护和故障的问题。',
  '规则：',
  '1. 只根据用户消息中带编号的【资料】回答，不使用资料以外的知识，不猜测，不编造型号、参数或步骤。',
  '2. 每句用到资料的话后面用方括号标注资料编号，例如 [1] 或 [1][2]；只标注确实支持这句话的资料。',
  `3. 如果资料中没有问题的答案，只回复下面这句话，一字不改，不加任何其他内容：${LLM_NO_ANSWER}`,
  '4. 用简体中文回答，简洁明了；操作步骤用编号列表。',
].join('\n');

/** A passage as numbered in the prompt: its number, its document's name, its text. */
function sourceBlock(source: LlmSource): string {
  return `[${source.n}] 《${source.documentName}》\n${source.text.trim()}`;
}

/**
 * The system prompt (role, rules, the fixed no-answer sentence) and the user message (the numbered
 * passages, then the question): the rules stay apart from the content they govern.
 */
export function buildMessages(question: string, sources: readonly LlmSource[]): LlmMessage[] {
  const material = sources.length ? sources.map(sourceBlock).join('\n\n') : '（无）';
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `【资料】\n${material}\n\n【问题】\n${question.trim()}` },
  ];
}
