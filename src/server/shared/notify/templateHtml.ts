import Mustache from 'mustache';
import sanitizeHtml from 'sanitize-html';

/**
 * What an email body may contain: the usual text, table and image tags with inline styles;
 * never script, iframe, object, form or event handlers; links only http(s)/mailto/tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'center', 'hr', 'br'],
  allowedAttributes: {
    '*': ['style', 'align', 'width', 'height', 'bgcolor', 'color', 'class'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    table: ['border', 'cellpadding', 'cellspacing', 'width', 'style', 'align', 'bgcolor'],
    td: ['colspan', 'rowspan', 'valign', 'width', 'style', 'align', 'bgcolor'],
    th: ['colspan', 'rowspan', 'valign', 'width', 'style', 'align', 'bgcolor'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  allowProtocolRelative: false,
};

/** The body as stored: sanitised (mustache tags are plain text and survive). */
export const sanitizeTemplateHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Subject and HTML of a template filled with `variables`; the HTML is sanitised again after filling. */
export function renderTemplate(subject: string, body: string, variables: Record<string, unknown>): { subject: string; html: string } {
  const plain = Mustache.render(subject, variables, undefined, { escape: (v: unknown) => String(v) });
  return { subject: plain.replace(/[\r\n]+/g, ' ').trim(), html: sanitizeTemplateHtml(Mustache.render(body, variables)) };
}

/** Whether mustache can parse a text (unclosed sections are a 400, not a 500). */
export function mustacheProblem(text: string): string | null {
  try {
    Mustache.parse(text);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
