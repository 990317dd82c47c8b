/** Every `{{name}}` / `{{{name}}}` / `{{#name}}` variable of a template, in order of appearance. Pure, no dependency. */
export function templateVariables(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/\{\{\{?\s*[#^/&]?\s*([\w.]+)\s*\}?\}\}/g)) names.add(m[1]);
  }
  return [...names];
}
