// A library image as rich text holds it: its library address (the page sends it through the image path as WebP, see
// withOptimisedImages), words for people who cannot see it, and the size it is shown at, so the page keeps its place
// while it loads.

/** The width of a page's text column: an image in rich text is shown at most this wide, and at this when it gives none. */
export const RICH_TEXT_IMAGE_WIDTH = 800;

type LibraryImage = { id: string; alt: string; width: number; height: number };
export type RichTextImage = { src: string; alt: string; width?: number; height?: number; loading: 'lazy' };

/** An address rich text may show an image from: the store's own library, nothing else. */
export const isLibraryImageSrc = (src: string | undefined): boolean => /^\/cms\/[A-Za-z0-9][\w.-]*$/.test(src ?? '');

/** The image's attributes; one wider than a page's text column is shown at the column's width, in proportion. */
export function richTextImage({ id, alt, width, height }: LibraryImage): RichTextImage {
  const image = { src: `/cms/${id}`, alt: alt.trim(), loading: 'lazy' as const };
  if (!(width > 0 && height > 0)) return image;
  const shown = Math.min(width, RICH_TEXT_IMAGE_WIDTH);
  return { ...image, width: shown, height: Math.round((height * shown) / width) };
}
