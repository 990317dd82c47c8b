/**
 * The WeChat official-account keyword auto-reply's limits (公众平台 › 自动回复 › 关键词回复), as
 * this product enforces them: the server refuses a rule past any of them with a message naming
 * the limit, and the form shows the same numbers. One source: src/domain/replyRules.ts reads these.
 */
export const REPLY_LIMITS = {
  /** Keyword rules in all (the 关注回复 and the default reply are not counted). */
  rules: 200,
  /** Characters of a rule's name. */
  nameLength: 60,
  /** Keywords of one rule. */
  keywords: 10,
  /** Characters of one keyword. */
  keywordLength: 30,
  /** Replies of one rule. */
  replies: 5,
  /** Characters of a text reply. */
  textLength: 300,
  /** Characters of a news reply's title. */
  newsTitleLength: 64,
  /** Characters of a news reply's description (its summary under the title). */
  newsDescriptionLength: 120,
  /** Characters of a news reply's link (http or https). */
  newsUrlLength: 500,
} as const;
