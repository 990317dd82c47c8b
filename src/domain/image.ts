/** Section 9: images are forced to https; avatar thumbnails are 64 px; the default size is 88. */
export const AVATAR_THUMB_SIZE = 64;
export const DEFAULT_IMAGE_SIZE = 88;

/** Forces an absolute or protocol-relative image URL onto https; relative paths and data URLs stay. */
export function forceHttps(url: string | null | undefined): string {
  if (!url) return '';
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice(7)}`;
  return trimmed;
}

/**
 * A sized thumbnail of an image URL, asking the object store for `size`×`size`
 * (the `x-oss-process` resize parameter); local and data URLs are returned as they are.
 */
export function imageThumb(url: string | null | undefined, size: number = DEFAULT_IMAGE_SIZE): string {
  const safe = forceHttps(url);
  if (!/^https:\/\//i.test(safe)) return safe;
  const sep = safe.includes('?') ? '&' : '?';
  return `${safe}${sep}x-oss-process=image/resize,m_fill,w_${size},h_${size}`;
}

export const avatarThumb = (url: string | null | undefined): string => imageThumb(url, AVATAR_THUMB_SIZE);
