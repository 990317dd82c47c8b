import Mustache from 'mustache';

/**
 * The preview's `srcdoc`: the body filled with the sample variables, behind a CSP that allows no
 * script at all. The iframe is also `sandbox` without `allow-scripts`, so a `<script>` in the body
 * never runs either way.
 */
export function previewDocument(body: string, sample: Record<string, unknown>): string {
  let html: string;
  try {
    html = Mustache.render(body, sample);
  } catch {
    html = body;
  }
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'">`,
    '<style>body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;font-size:14px;line-height:1.6;color:#333;margin:16px}</style>',
    `</head><body>${html}</body></html>`,
  ].join('');
}

/** The subject filled with the sample variables (plain text). */
export function previewSubject(subject: string, sample: Record<string, unknown>): string {
  try {
    return Mustache.render(subject, sample, undefined, { escape: (v: unknown) => String(v) });
  } catch {
    return subject;
  }
}
