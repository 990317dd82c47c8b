/** A record id as a `:id` route takes it: digits only (`/workflow/detail/abc` is no record). */
export const isNumericId = (id: string): boolean => /^[1-9]\d{0,15}$/.test(id);

/** Whether a failed read means there is no such record (the API answers 400 or 404), not a failure to reach it. */
export const isMissing = (error: { statusCode?: number } | null | undefined): boolean => error?.statusCode === 404 || error?.statusCode === 400;
