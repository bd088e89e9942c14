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
