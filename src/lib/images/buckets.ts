// Image settings of spec 001 §9: width buckets, densities 1 and 2, webp, and the default sizes hint.
import { RICH_TEXT_IMAGE_WIDTH } from '../content/rich-text-image';

export const WIDTH_BUCKETS = [50, 100, 150, 180, 320, 480, 640, 900] as const;
export const LARGEST_BUCKET = 1200;
export const DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';
/** sm:100vw md:80vw lg:800px, as a sizes attribute (sm 640, md 768 in the image screen widths). */
export const DEFAULT_SIZES = '(max-width: 640px) 100vw, (max-width: 768px) 80vw, 800px';

/** The smallest bucket that holds the width; anything wider is served at 1200. */
export function widthBucket(width: number): number {
  return WIDTH_BUCKETS.find((bucket) => width <= bucket) ?? LARGEST_BUCKET;
}

/** The image screen widths of spec 001 §9 (xs 320 … xxl 1536), the steps of a fluid image's srcset. */
export const SCREEN_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/**
 * Every width /_image makes, smallest first: each width bucket at each density, and the screen widths. The pages ask
 * for these alone, so the endpoint can refuse any other (image-requests.ts).
 */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set([
    ...[...WIDTH_BUCKETS, LARGEST_BUCKET].flatMap((bucket) => DENSITIES.map((density) => bucket * density)),
    ...SCREEN_WIDTHS,
  ]),
].sort((a, b) => a - b);

/** The smallest width /_image makes that is at least `width` (the largest there is past them all). */
export const imageWidthFor = (width: number): number =>
  IMAGE_WIDTHS.find((made) => made >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * The widths to offer for a fluid image shown at most `displayWidth` px wide: the screen widths below twice that
 * (density 2) or the original's width, whichever is less, and the width /_image makes that covers it. An original
 * narrower than that comes back at its own width: /_image never enlarges.
 */
export function responsiveWidths(displayWidth: number, originalWidth: number): number[] {
  const largest = imageWidthFor(Math.min(displayWidth * 2, originalWidth));
  return [...SCREEN_WIDTHS.filter((width) => width < largest), largest];
}

export type SizedImage = { src: string; srcSet: string };

/**
 * The `/_image` address of a store image (`/cms/{id}`) at one of IMAGE_WIDTHS, as every page builds it: the width and
 * the format, no height (the picture keeps its own proportions) and nothing else the endpoint would refuse.
 */
export const imagePath = (src: string, width: number, route = '/_image'): string =>
  `${route}?${new URLSearchParams({ href: src, w: String(width), f: IMAGE_FORMAT })}`;

/**
 * A store image (`/cms/{id}`) shown at a fixed size, as the `/_image` webp URLs astro:assets builds for CmsImage:
 * the width bucket at densities 1 and 2. Islands use it for images whose URL arrives in an API answer.
 */
export function storeImageUrls(src: string, width: number): SizedImage {
  if (!src.startsWith('/cms/')) return { src, srcSet: '' }; // not the store's: /_image would not serve it
  const bucket = widthBucket(width);
  const at = (density: number) => imagePath(src, bucket * density);
  return { src: at(1), srcSet: DENSITIES.map((density) => `${at(density)} ${density}x`).join(', ') };
}

/** The `<img>` of store images in sanitised rich text, sent through the image path at their width. */
export function withOptimisedImages(html: string): string {
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attributes: string) => {
    const src = /\ssrc="(\/cms\/[^"]+)"/.exec(attributes)?.[1];
    if (!src) return tag;
    const width = Number(/\swidth="(\d+)"/.exec(attributes)?.[1]) || RICH_TEXT_IMAGE_WIDTH;
    const image = storeImageUrls(src.replace(/&amp;/g, '&'), width);
    const rest = attributes.replace(/\s(src|loading)="[^"]*"/g, '');
    return `<img src="${image.src.replace(/&/g, '&amp;')}" srcset="${image.srcSet.replace(/&/g, '&amp;')}"${rest} loading="lazy" decoding="async" />`;
  });
}
