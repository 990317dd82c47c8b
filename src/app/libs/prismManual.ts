/**
 * Tells Prism, before it loads, not to highlight the page's `<code class="language-…">` elements
 * by itself: the HTML editor calls it for its own text only.
 */
const scope = globalThis as { Prism?: { manual?: boolean } };
scope.Prism ??= { manual: true };
