// Astro's sharp image service, taught that the shop's image store (/cms/{id}) is a source of its own: astro:assets
// passes a path it does not know through unchanged, so without this every <img> would load the original. The
// /_image endpoint (src/integrations/image-endpoint.ts) reads these sources from the store and makes only the widths and
// the format the pages ask for, so the address is built by the same imagePath the islands use.
import sharpService from 'astro/assets/services/sharp';
import { IMAGE_FORMAT, imagePath } from '../lib/images/buckets';

const STORE_IMAGE = /^\/cms\/[\w.-]{1,120}$/;

/** @type {import('astro').LocalImageService} */
const storeImageService = {
  ...sharpService,
  getURL(options, imageConfig) {
    if (typeof options.src !== 'string' || !STORE_IMAGE.test(options.src))
      return sharpService.getURL(options, imageConfig);
    // /_image would refuse these: a page asking for them is a mistake to find at once, not a broken picture.
    for (const option of ['quality', 'fit', 'position', 'background'])
      if (options[option] !== undefined) throw new Error(`/_image makes store images without "${option}"`);
    if ((options.format ?? IMAGE_FORMAT) !== IMAGE_FORMAT)
      throw new Error(`/_image makes store images as ${IMAGE_FORMAT} only`);
    // The height is left out: /_image resizes by width, and the picture keeps its own proportions.
    return imagePath(options.src, Number(options.width), imageConfig.endpoint.route);
  },
};

export default storeImageService;
