import Mustache from 'mustache';
import { sandboxDocument } from '../../../ui/sandboxDocument.ts';

/**
 * The preview's `srcdoc`: the body filled with the sample variables, as a sandbox document (a CSP
 * that allows no script at all; the iframe is also `sandbox` without `allow-scripts`).
 */
export function previewDocument(body: string, sample: Record<string, unknown>): string {
  let html: string;
  try {
    html = Mustache.render(body, sample);
  } catch {
    html = body;
  }
  return sandboxDocument(html);
}

/** The subject filled with the sample variables (plain text). */
export function previewSubject(subject: string, sample: Record<string, unknown>): string {
  try {
    return Mustache.render(subject, sample, undefined, { escape: (v: unknown) => String(v) });
  } catch {
    return subject;
  }
}
