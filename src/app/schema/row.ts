/** A record as a list row or a detail page holds it: field name → value. */
export type Row = Record<string, unknown>;
