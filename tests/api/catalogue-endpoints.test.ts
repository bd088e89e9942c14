// Product endpoints and product images (API.md "Products"; spec 000 §3 Product and Variant).
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { signedIn } from '../support/checkout';
import { postJson } from '../support/server';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const adultChicken = 'science-diet-adult-chicken-barley-dry-dog';

type Variant = {
  id: string;
  adminGraphqlId: string;
  sku: string;
  variantURL: string;
  inStock: boolean;
  price: { amount: string; currencyCode: string };
  badgeTags: string[];
  sellingPlans: { frequencyDays: number }[];
  imagePrimary: { url: string; alt: string } | null;
  variantMediaList: { url: string; alt: string }[];
};
type Product = {
  handle: string;
  title: string;
  brand: string;
  featuredImage: { url: string } | null;
  variants: Variant[];
  options: { name: string; values: string[] }[];
};

async function product(base: string, handle: string): Promise<Product | null> {
  const response = await postJson(base, '/api/ecom/v1.0/get-product-by-handle', { handle });
  expect(response.status).toBe(200);
  return ((await response.json()) as { product: Product | null }).product;
}

describe('get-product-by-handle', () => {
  it('answers a product with its variants, prices and autoship plans', async () => {
    const p = await product(dtc, adultChicken);
    expect(p?.title).toBe('Science Diet Adult Chicken & Barley Dry Dog Food');
    expect(p?.brand).toBe('Science Diet');
    expect(p?.options.find((o) => o.name === 'Size')?.values).toEqual(['2.5 lb', '5 lb', '15 lb', '35 lb']);
    const first = p!.variants[0]!;
    expect(first.adminGraphqlId).toBe(`gid://shopify/ProductVariant/${first.id}`);
    expect(first.price).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'USD' });
    expect(first.variantURL).toBe(`science-diet/${adultChicken}/chicken-barley/2.5lb`);
    expect(first.sellingPlans.map((s) => s.frequencyDays)).toEqual([14, 28, 42, 56]);
    // spec 000 §3 Variant: the variant's images, the primary one first, named for the product and its size, then the
    // rest of the product's gallery (issue 37).
    expect(first.variantMediaList[0]).toEqual({
      url: p!.featuredImage!.url,
      alt: 'Science Diet Adult Chicken & Barley Dry Dog Food, 2.5 lb',
    });
    expect(first.variantMediaList.map((m) => m.url.replace(/^.*-/, ''))).toEqual([
      'dog.png',
      'back.png',
      'food.png',
      'panel.png',
    ]);
    expect(first.variantMediaList[0]!.url).toBe(first.imagePrimary!.url);
    expect((await fetch(`${dtc}${first.variantMediaList[0]!.url}`)).headers.get('content-type')).toBe('image/png');
  });

  it('answers a case of wet food as a variant of its own, its pack count and whole weight with it (issue 37 §5)', async () => {
    const p = await product(dtc, 'science-diet-adult-wet-can-dog');
    const [single, twelve, twentyFour] = p!.variants;
    expect(single).toMatchObject({ sku: '10574', packCount: 1, weight: 13, weightUnit: 'oz' });
    expect(twelve).toMatchObject({ sku: '1057412', packCount: 12, weight: 156, weightUnit: 'oz' });
    expect(twelve!.variantURL).toBe('science-diet/science-diet-adult-wet-can-dog/beef-barley/13oz-case-of-12');
    expect(twentyFour).toMatchObject({ sku: '1057424', packCount: 24, weight: 312 });
    expect(p!.options.find((o) => o.name === 'Size')?.values).toEqual([
      '13 oz',
      '13 oz, case of 12',
      '13 oz, case of 24',
    ]);
  });

  it('answers null for a handle that does not exist', async () => {
    expect(await product(dtc, 'no-such-food')).toBeNull();
  });

  it('leaves Prescription Diet out on DTC and treats out on HPSF (API.md)', async () => {
    const pd = 'prescription-diet-k-d-kidney-care-chicken-recipe-dry-dog';
    const treat = 'hills-jerky-strips-dog-treats';
    expect(await product(dtc, pd)).toBeNull();
    // On HPSF, for eligible staff only (spec 000 §4 isEligibleForPd): a guest is not shown it.
    expect(await product(hpsf, pd)).toBeNull();
    const staff = await signedIn(hpsf, 'staff@example.com');
    const asStaff = await staff.post<{ product: Product | null }>('/api/ecom/v1.0/get-product-by-handle', {
      handle: pd,
    });
    expect(asStaff.body.product?.brand).toBe('Prescription Diet');
    expect((await product(dtc, treat))?.brand).toBe("Hill's Treats");
    expect(await product(hpsf, treat)).toBeNull();
  });

  it('refuses a handle that is not a handle', async () => {
    for (const handle of ['', 'Has Spaces', '../x', 42]) {
      expect((await postJson(dtc, '/api/ecom/v1.0/get-product-by-handle', { handle })).status).toBe(400);
    }
  });
});

describe('get-products-by-handles', () => {
  it('answers in the order asked, leaving unknown handles out', async () => {
    const handles = ['hills-jerky-strips-dog-treats', 'nope', adultChicken];
    const response = await postJson(dtc, '/api/ecom/v1.0/get-products-by-handles', { handles });
    const { products } = (await response.json()) as { products: Product[] };
    expect(products.map((p) => p.handle)).toEqual(['hills-jerky-strips-dog-treats', adultChicken]);
  });

  it('refuses more than 100 handles', async () => {
    const handles = Array.from({ length: 101 }, (_, i) => `handle-${i}`);
    expect((await postJson(dtc, '/api/ecom/v1.0/get-products-by-handles', { handles })).status).toBe(400);
  });
});

describe('product images', () => {
  it('serves the drawn packaging at /cms/{id} as a PNG that cannot run script', async () => {
    const p = await product(dtc, adultChicken);
    expect(p!.featuredImage!.url).toBe(`/cms/product-${adultChicken}.png`);
    const response = await fetch(`${dtc}${p!.featuredImage!.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(1, 4))).toBe('PNG');
  });

  it('converts it to webp at the asked width through /_image (spec 001 §5, §9)', async () => {
    const response = await fetch(
      `${dtc}/_image?href=${encodeURIComponent(`/cms/product-${adultChicken}.png`)}&w=320&f=webp`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
  });

  it('gives each asked size its own width however often and in whatever order sizes are asked', async () => {
    const widthAt = async (w: number) => {
      const response = await fetch(
        `${dtc}/_image?href=${encodeURIComponent(`/cms/product-${adultChicken}.png`)}&w=${w}&f=webp`,
      );
      expect(response.status).toBe(200);
      return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
    };
    for (const w of [150, 300, 150, 300]) expect(await widthAt(w)).toBe(w);
  });

  it('makes every one of many sizes asked at once, though it makes them two at a time', async () => {
    const sizes = [50, 100, 150, 180, 200, 320, 360];
    const widths = await Promise.all(
      sizes.map(async (w) => {
        const response = await fetch(
          `${dtc}/_image?href=${encodeURIComponent(`/cms/product-${adultChicken}.png`)}&w=${w}&f=webp`,
        );
        expect(response.status).toBe(200);
        return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
      }),
    );
    expect(widths).toEqual(sizes);
  });

  it('answers 404 for an image that does not exist', async () => {
    expect((await fetch(`${dtc}/cms/nothing.svg`)).status).toBe(404);
    expect((await fetch(`${dtc}/_image?href=/cms/nothing.svg&w=320&f=webp`)).status).toBe(404);
  });
});
