import type { ScreenDef } from '../../../resources/define.ts';

/**
 * The detail path of a record: its id in place of `:id`, or — for a detail route whose id rides
 * in the query (`/system/template/detail?id=3`, ROUTES.md) — as `?id=`. Null without a detail page.
 */
export const showPathOf = (screen: ScreenDef, id: unknown): string | null => {
  if (!screen.show) return null;
  const value = encodeURIComponent(String(id));
  return screen.show.path.includes(':id') ? screen.show.path.replace(':id', value) : `${screen.show.path}?id=${value}`;
};

/** The screen's form page (`ScreenDef.form`, `…/:id?`) for a record, or for a new one without an id; null without a form page. */
export const formPathOf = (screen: ScreenDef, id?: unknown): string | null => {
  if (!screen.form) return null;
  return screen.form.path.replace('/:id?', id === undefined ? '' : `/${encodeURIComponent(String(id))}`);
};

/** Every page of one record: its detail path on each screen of its resource, and its edit route. */
export const recordPathsOf = (screens: readonly ScreenDef[], id: unknown): string[] => {
  const value = encodeURIComponent(String(id));
  const paths = screens.flatMap((screen) => [showPathOf(screen, id), screen.editPath?.replace(':id', value) ?? null, formPathOf(screen, id)]);
  return [...new Set(paths.filter((p): p is string => p !== null))];
};
