import type { MouseEvent } from 'react';

/**
 * The click handler of a plain `<a href>` that navigates in the app like react-router's Link: a
 * plain left click goes through `go` (no page load); a click with a modifier key or another
 * button is left to the browser (new tab, new window). For links drawn on every row of a list,
 * where Link's two dozen hooks per link would weigh on the first render.
 */
export function followInApp(event: MouseEvent<HTMLAnchorElement>, go: (path: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  go(event.currentTarget.getAttribute('href') ?? '/');
}
