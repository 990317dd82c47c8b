/** Texts of the people area, zh-CN and en-US (the en-US type makes a missing key a compile error). */
export const peopleZh = {
} as const satisfies Record<string, string>;

export const peopleEn: Record<keyof typeof peopleZh, string> = {
};
