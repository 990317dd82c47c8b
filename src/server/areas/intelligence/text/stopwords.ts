/**
 * Words the search ignores (segment.ts): Chinese function words, pronouns and question fillers,
 * and common English ones — words that appear in most questions and chunks and so only add noise
 * to a BM25 ranking. In normalised form (lower case, half-width), as searchTerms compares them.
 *
 * Not here, on purpose: domain words (激光, 出光, 开机, 报警 …) and negations (不, 没, 无, 没有,
 * 不能): `不出光` and `不能开机` are the question. Single characters are dropped by searchTerms
 * anyway unless a text has nothing else, so the single characters listed here matter only then.
 */

const CHINESE = [
  // particles and structure words
  '的', '地', '得', '了', '着', '过', '吗', '呢', '吧', '啊', '呀', '么', '嘛', '哦', '哈', '啦', '之', '所', '其',
  // pronouns
  '我', '你', '您', '他', '她', '它', '我们', '你们', '您们', '他们', '她们', '它们', '咱们', '大家', '自己', '本人',
  '这', '那', '这个', '那个', '这些', '那些', '这里', '那里', '这儿', '那儿', '这样', '那样', '这种', '那种', '此', '该',
  // question fillers
  '怎么', '怎么办', '怎么样', '怎样', '如何', '什么', '为什么', '为何', '啥', '请问', '请教', '一下', '麻烦', '谢谢',
  '是否', '是不是', '有没有', '能不能', '可不可以', '哪里', '哪儿', '哪个', '哪些', '多少', '几',
  // verbs and adverbs of no topic
  '是', '在', '有', '要', '会', '能', '可以', '可能', '应该', '需要', '想', '想要', '就', '都', '也', '还', '又', '再',
  '才', '很', '太', '最', '更', '已经', '一直', '还是', '一个', '一些', '一种', '一样', '进行',
  // conjunctions and prepositions
  '和', '与', '及', '以及', '或', '或者', '并', '并且', '而', '而且', '但', '但是', '如果', '因为', '所以', '然后',
  '等', '等等', '把', '被', '让', '给', '对', '对于', '从', '向', '往', '跟', '比', '为', '以', '于', '关于',
];

const ENGLISH = [
  'a', 'an', 'the', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'of', 'to', 'in', 'on', 'at',
  'by', 'for', 'with', 'from', 'as', 'and', 'or', 'but', 'if', 'it', 'its', 'this', 'that', 'these', 'those', 'i',
  'you', 'he', 'she', 'we', 'they', 'me', 'my', 'your', 'our', 'what', 'why', 'how', 'when', 'where', 'which', 'who',
  'could', 'should', 'would', 'will', 'please', 'there', 'here', 'so',
];

/** The words searchTerms drops (see the file's comment for what is left out on purpose). */
export const STOPWORDS: ReadonlySet<string> = new Set([...CHINESE, ...ENGLISH]);
