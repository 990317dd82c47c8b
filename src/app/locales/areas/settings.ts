/** Texts of the settings area, zh-CN and en-US (the en-US type makes a missing key a compile error). */
export const settingsZh = {
} as const satisfies Record<string, string>;

export const settingsEn: Record<keyof typeof settingsZh, string> = {
};
