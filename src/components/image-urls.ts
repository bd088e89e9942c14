// The addresses of a store image at one size, as CmsImage.astro has astro:assets work them out: kept once made, since
// every render of a page asks for the same images at the same sizes again, and the
// answer depends on the request alone (src/integrations/image-service.mjs builds the `/_image` address from it). A failed
// one is not kept; past KEPT requests the oldest goes.
import { TtlCache } from '../lib/site/cache';

export type ImageRequest = {
  src: string;
  width: number;
  height: number;
  format: string;
  widths?: number[];
  sizes?: string;
  densities?: number[];
};
export type ImageUrls = { src: string; srcSet: string };
/** astro:assets' getImage, or what stands in for it. */
export type MakeImage = (request: ImageRequest) => Promise<{ src: string; srcSet: { attribute: string } }>;

const KEPT = 1_000;
const kept = new TtlCache<ImageUrls>(Number.POSITIVE_INFINITY, Date.now, KEPT);

export const imageUrls = (request: ImageRequest, make: MakeImage): Promise<ImageUrls> =>
  kept.get(JSON.stringify(request), async () => {
    const image = await make(request);
    return { src: image.src, srcSet: image.srcSet.attribute };
  });
