/** The serials typed for one line of a shipment: one per line (spaces, commas and 、 also split), trimmed and upper-cased as the server stores them. */
export const serialsOf = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(/[\s,，、;；]+/)
        .map((s) => s.trim().toUpperCase())
        .filter((s) => s !== '')
    : [];

/** The first serial typed twice over the whole shipment (the server refuses it too), or undefined. */
export function repeatedSerial(lists: readonly (readonly string[])[]): string | undefined {
  const seen = new Set<string>();
  for (const list of lists)
    for (const s of list) {
      if (seen.has(s)) return s;
      seen.add(s);
    }
  return undefined;
}
