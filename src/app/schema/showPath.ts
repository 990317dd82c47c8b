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
