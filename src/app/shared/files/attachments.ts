/**
 * Attachments as records keep them (a list of `{url, name}` in a JSON field): the shared files
 * layer of the app, used by any area that stores uploads (the upload widget, the file lists).
 */

/** One attachment: the upload's URL and the file's own name. */
export interface Attachment {
  url: string;
  name: string;
}

/** The attachments of a stored value (anything else: none). */
export const attachmentsOf = (value: unknown): Attachment[] =>
  Array.isArray(value)
    ? value.filter((a): a is Attachment => typeof a === 'object' && a !== null && typeof (a as Attachment).url === 'string').map((a) => ({ url: a.url, name: typeof a.name === 'string' && a.name ? a.name : a.url.split('/').pop() ?? a.url }))
    : [];

/** Whether an attachment is a picture (shown as a thumbnail rather than a link). */
export const isImage = (a: Attachment): boolean => /\.(png|jpe?g|gif|webp|bmp)$/i.test(a.name) || /\.(png|jpe?g|gif|webp|bmp)$/i.test(a.url);
