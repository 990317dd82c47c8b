import { useLayoutEffect, useState } from 'react';

/** The element that scrolls sideways in an antd table: its body (sticky header or fixed height), or its content box. */
const SCROLLER = '.ant-table-body, .ant-table-content';

/**
 * Makes a table's sideways scroller reachable by keyboard while, and only while, it scrolls: a
 * tab stop (`tabindex="0"`) named for the list (`role="region"`, `aria-label`), so the arrow keys
 * bring the columns out of view into it. A row's buttons are no way there: the 操作 column is
 * pinned, and focusing it scrolls nothing; and while they load (their own chunk) the scroller has
 * nothing to focus at all (axe's scrollable-region-focusable, issue 34's CI run). Watched by a
 * ResizeObserver on the wrapper (antd may swap the box), the box and its table, whose width
 * follows the rows it holds.
 */
export function useScrollRegion(label: string): (element: HTMLElement | null) => void {
  const [element, ref] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    let watched: Element[] = [];
    const update = () => {
      const box = element.querySelector<HTMLElement>(SCROLLER);
      if (!box) {
        observer.observe(element);
        return;
      }
      const table = box.querySelector('table');
      const next = table ? [element, box, table] : [element, box];
      if (next.some((e, i) => e !== watched[i])) {
        observer.disconnect();
        for (const e of next) observer.observe(e);
        watched = next;
      }
      if (box.scrollWidth > box.clientWidth + 1) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else if (box.hasAttribute('tabindex')) {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    const observer = new ResizeObserver(update);
    update();
    return () => observer.disconnect();
  }, [element, label]);
  return ref;
}
