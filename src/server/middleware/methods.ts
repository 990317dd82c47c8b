/**
 * The methods each declared path answers, for a request whose method no route took: a declared
 * path with another method is 405 with `Allow` (RFC 9110 §15.5.6), not 404. A path matches a
 * pattern segment by segment, `:param` matching any one segment (as the router does).
 */

interface Pattern {
  re: RegExp;
  method: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : escape(seg))).join('/')}/?$`);

/** `(path) → the methods declared for it` (with HEAD wherever GET is, as the router answers it), sorted; empty for an unknown path. */
export function allowedMethods(routes: readonly { method: string; path: string }[], base: string): (path: string) => string[] {
  const patterns: Pattern[] = routes.map((r) => ({ re: patternOf(`${base}${r.path}`), method: r.method }));
  return (path) => {
    const methods = new Set(patterns.filter((p) => p.re.test(path)).map((p) => p.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
