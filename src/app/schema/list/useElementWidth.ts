import { useLayoutEffect, useState } from 'react';

/**
 * The width of the element given to `ref`, kept up to date by a ResizeObserver; `guess` until it
 * has been laid out. The first reading happens before the browser paints (a layout effect), so a
 * wrong guess never shows. A width of 0 (hidden, as in a kept-alive tab, or not laid out) is no
 * reading.
 */
export function useElementWidth<E extends HTMLElement>(guess: () => number): { width: number; ref: (element: E | null) => void } {
  const [width, setWidth] = useState(guess);
  const [element, ref] = useState<E | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const read = (w: number) => {
      if (w > 0) setWidth(Math.round(w));
    };
    read(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => read(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { width, ref };
}
