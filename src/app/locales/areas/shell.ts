/** Texts of the shell area, zh-CN and en-US (the en-US type makes a missing key a compile error). */
export const shellZh = {
} as const satisfies Record<string, string>;

export const shellEn: Record<keyof typeof shellZh, string> = {
};
