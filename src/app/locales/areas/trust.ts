/** Texts of the trust area, zh-CN and en-US (the en-US type makes a missing key a compile error). */
export const trustZh = {
} as const satisfies Record<string, string>;

export const trustEn: Record<keyof typeof trustZh, string> = {
};
