import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GONE, PATCHES, type PatchEntry, type SizeSaving } from './manifest.ts';

/** Where README.md holds the rendered manifest. */
const START = '<!-- manifest:start (npx tsx build/patches/renderReadme.ts) -->';
const END = '<!-- manifest:end -->';
export const README = fileURLToPath(new URL('./README.md', import.meta.url));

const saves = (s: SizeSaving): string[] => [s.listRouteKiB.toFixed(1), s.loginKiB.toFixed(1), s.wholeAppKiB.toFixed(1), String(s.listRouteFiles)];
const versions = (against: PatchEntry['against']): string => Object.entries(against).map(([p, v]) => `${p}@${v}`).join(', ');
const cell = (s: string): string => s.replaceAll('|', '\\|');

/** The manifest as markdown: the patches with what each saves, then the patches that went. */
export function renderManifest(): string {
  const lines = [
    '| patch | what it does | applies | written against | saves: list route KiB | /login KiB | whole app KiB | list route files | also |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, p] of Object.entries(PATCHES) as [string, PatchEntry][]) {
    lines.push(`| \`${name}\` | ${cell(p.does)} | ${p.applies} | ${versions(p.against)} | ${saves(p.saves).join(' | ')} | ${cell(p.note ?? '')} |`);
  }
  lines.push('', 'Gone (measured, not worth a patch):', '', '| patch | what it did | measured | why it went |', '|---|---|---|---|');
  for (const g of GONE) lines.push(`| \`${g.name}\` | ${cell(g.did)} | ${cell(g.measured)} | ${cell(g.why)} |`);
  return lines.join('\n');
}

/** README.md with the rendered manifest between its markers. */
export function renderedReadme(text = readFileSync(README, 'utf8')): string {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${README} has no ${START} … ${END} markers`);
  return `${text.slice(0, a + START.length)}\n${renderManifest()}\n${text.slice(b)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) writeFileSync(README, renderedReadme());
