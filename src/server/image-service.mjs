// Astro's sharp image service, taught that the shop's image store (/cms/{id}) is a source of its own: astro:assets
// passes a path it does not know through unchanged, so without this every <img> would load the original. The
// /_image endpoint (src/lib/images/image-endpoint.server.ts) reads these sources from the store.
import sharpService from 'astro/assets/services/sharp';

const STORE_IMAGE = /^\/cms\/[\w.-]{1,120}$/;
const PARAMS = { w: 'width', h: 'height', q: 'quality', f: 'format', fit: 'fit', position: 'position' };

/** @type {import('astro').LocalImageService} */
const storeImageService = {
  ...sharpService,
  getURL(options, imageConfig) {
    if (typeof options.src !== 'string' || !STORE_IMAGE.test(options.src))
      return sharpService.getURL(options, imageConfig);
    const query = new URLSearchParams({ href: options.src });
    for (const [param, key] of Object.entries(PARAMS)) if (options[key]) query.append(param, String(options[key]));
    return `${imageConfig.endpoint.route}?${query}`;
  },
};

export default storeImageService;
