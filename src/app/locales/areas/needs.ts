/** Texts of the needs area, zh-CN and en-US (the en-US type makes a missing key a compile error). */
export const needsZh = {
} as const satisfies Record<string, string>;

export const needsEn: Record<keyof typeof needsZh, string> = {
};
