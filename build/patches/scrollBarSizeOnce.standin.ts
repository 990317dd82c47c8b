/**
 * Stands in for rc-util's getScrollBarSize in the browser build (build patch scrollBarSizeOnce). rc-table
 * measures the scrollbar of each table's own scroll box when the table mounts, by inserting an
 * element and reading its size: a layout of the whole page, forced in the middle of the page's
 * first render. The app styles no scrollbar, so every box has the browser's default size: it is
 * measured once, at start-up while the page is still empty (main.tsx), and reused.
 */
let cached: number | undefined;

function measure(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;left:0;top:0;width:100px;height:100px;overflow:scroll;visibility:hidden';
  document.body.appendChild(probe);
  const width = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return width;
}

/** The default scrollbar width in px (measured on the first call, or afresh with `fresh`). */
export default function getScrollBarSize(fresh?: boolean): number {
  if (typeof document === 'undefined') return 0;
  if (fresh || cached === undefined) cached = measure();
  return cached;
}

/** The scrollbar size of `target`'s box: the default one (see above); 0 without a target. */
export function getTargetScrollBarSize(target: unknown): { width: number; height: number } {
  if (typeof document === 'undefined' || !(target instanceof Element)) return { width: 0, height: 0 };
  const size = getScrollBarSize();
  return { width: size, height: size };
}
