// A page rendered afresh while images are being made: a shopper's page that asks for a dozen new image sizes at once
// must not hold up everyone else's page. Times one cold page after another, first alone and then while `images` new
// sizes of a stored image are resized at once, and says how long those took.
import { BROWSER, COLD } from './pages.mjs';
import { percentile } from './percentile.mjs';

const PAGE = '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb';

async function timed(url, headers) {
  const began = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - began;
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), max: sorted.at(-1) };
};

/** The image store's addresses (`/cms/…`) of the product images on the listing. */
async function storedImages(base) {
  const html = await (await fetch(`${base}/products`)).text();
  const hrefs = [
    ...new Set([...html.matchAll(/\/_image\?href=([^&"]+)/g)].map(([, href]) => decodeURIComponent(href))),
  ];
  if (hrefs.length === 0) throw new Error('no /_image address on /products');
  return hrefs;
}

// Widths /_image makes (IMAGE_WIDTHS in src/lib/images/buckets.ts) that the listing's cards do not ask for, so each
// is made now; it refuses any other width.
const UNASKED_WIDTHS = [2400, 1800, 1536, 1280, 1200, 1024];

export async function benchPagesBesideImages(base, { images = 12, alone = 10 } = {}) {
  const page = `${base}${PAGE}`;
  const headers = { ...BROWSER, ...COLD };
  await timed(page, headers);
  const quiet = [];
  for (let i = 0; i < alone; i += 1) quiet.push(await timed(page, headers));

  const srcs = await storedImages(base);
  // Sizes the listing did not ask for, so each is made now (an instance keeps every size it made).
  const sizes = Array.from({ length: images }, (_, i) => ({
    src: srcs[Math.floor(i / UNASKED_WIDTHS.length) % srcs.length],
    w: UNASKED_WIDTHS[i % UNASKED_WIDTHS.length],
  }));
  const began = performance.now();
  let imagesMs;
  const made = Promise.all(
    sizes.map(async ({ src, w }) => {
      const response = await fetch(`${base}/_image?href=${encodeURIComponent(src)}&w=${w}&f=webp`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`/_image w=${w} answered ${response.status}`);
    }),
  ).then(() => (imagesMs = performance.now() - began));
  const busy = [];
  while (imagesMs === undefined) busy.push(await timed(page, headers));
  await made;
  return { alone: summary(quiet), beside: summary(busy), images, imagesMs };
}
