/**
 * An iframe's `srcdoc` for HTML written by someone else (an email template, a sent email): behind
 * a CSP that allows no script, frame, form or outside request but pictures. The iframe showing it
 * is also `sandbox=""` (no scripts, no same origin), so a `<script>` in the body never runs either way.
 */
export function sandboxDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'">`,
    '<style>body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;font-size:14px;line-height:1.6;color:#333;margin:16px}</style>',
    `</head><body>${html}</body></html>`,
  ].join('');
}
