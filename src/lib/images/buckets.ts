// Image settings of spec 001 §9: width buckets, densities 1 and 2, webp, and the default sizes hint.
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
 * The widths to offer for a fluid image shown at most `displayWidth` px wide: the screen widths below twice that
 * (density 2) and that width itself, none wider than the original, which is never enlarged.
 */
export function responsiveWidths(displayWidth: number, originalWidth: number): number[] {
  const largest = Math.min(displayWidth * 2, originalWidth);
  return [...SCREEN_WIDTHS.filter((width) => width < largest), largest];
}

export type SizedImage = { src: string; srcSet: string };

/**
 * A store image (`/cms/{id}`) shown at a fixed size, as the `/_image` webp URLs astro:assets builds for CmsImage:
 * the width bucket at densities 1 and 2. Islands use it for images whose URL arrives in an API answer.
 */
export function storeImageUrls(src: string, width: number, height?: number): SizedImage {
  if (!src.startsWith('/cms/')) return { src, srcSet: '' }; // not the store's: /_image would not serve it
  const bucket = widthBucket(width);
  const at = (density: number) => {
    const query = new URLSearchParams({ href: src, w: String(bucket * density) });
    // Without a height the image keeps its own proportions.
    if (height) query.set('h', String(Math.round((height / width) * bucket * density)));
    query.set('f', IMAGE_FORMAT);
    return `/_image?${query}`;
  };
  return { src: at(1), srcSet: DENSITIES.map((density) => `${at(density)} ${density}x`).join(', ') };
}

/** The `<img>` of store images in sanitised rich text, sent through the image path at their width (or 800 px). */
export function withOptimisedImages(html: string): string {
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attributes: string) => {
    const src = /\ssrc="(\/cms\/[^"]+)"/.exec(attributes)?.[1];
    if (!src) return tag;
    const number = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(attributes)?.[1]) || undefined;
    const width = number('width') ?? 800;
    const image = storeImageUrls(src.replace(/&amp;/g, '&'), width, number('height'));
    const rest = attributes.replace(/\s(src|loading)="[^"]*"/g, '');
    return `<img src="${image.src.replace(/&/g, '&amp;')}" srcset="${image.srcSet.replace(/&/g, '&amp;')}"${rest} loading="lazy" decoding="async" />`;
  });
}
