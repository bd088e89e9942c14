// The studio's image library (issue: content studio, "an image library"; API.md "Content studio" upload-image): an
// editor uploads a JPEG, PNG, WebP or AVIF of at most 5 MB, proved by decoding it; SVG and anything else is refused
// and nothing is stored. Images live in the database, so the other instance serves a new one at once, and shoppers
// get it as WebP through the image path (spec 001 §9).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, signedIn, type Browser, type OwnStore } from '../support/checkout';
import { dialect } from '../support/databases';
import { Shopper } from '../support/shopper';

type Uploaded = { image: { id: string; url: string; width: number; height: number; format: string; alt: string } };
type Failure = { error: { code: string; message: string; issues?: { path: (string | number)[] }[] } };
type Listed = {
  total: number;
  images: { id: string; alt: string; width: number; height: number; format: string; bytes: number }[];
};

let store: OwnStore;
let a: string;
let b: string;
let editor: Browser;

beforeAll(async () => {
  store = await ownStore('images', {}, {});
  [a, b] = store.servers.map((s) => s.url) as [string, string];
  editor = await signedIn(a, 'editor@example.com');
});
afterAll(async () => {
  await store?.stop();
});

const UPLOAD = '/api/cms/v1.0/admin/upload-image';

/** A picture of `width` × `height` with a gradient, so it is not trivially small, in the format asked. */
async function picture(format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif', width = 640, height = 400): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0054a4"/><stop offset="1" stop-color="#f5b335"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

function form(bytes: Buffer, name: string, type: string, alt?: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  if (alt !== undefined) data.append('alt', alt);
  return data;
}

const imageCount = async () =>
  Number(
    (
      await store.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`the image library on ${dialect}`, () => {
  it('stores each accepted format, serves it from both instances and as WebP at the asked width, and audits it', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) {
      const bytes = await picture(format);
      const alt = `A white circle on a blue and gold ${format} background`;
      const answer = await editor.upload<Uploaded>(UPLOAD, form(bytes, `circle.${format}`, `image/${format}`, alt));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { image } = answer.body;
      expect(image).toMatchObject({ url: `/cms/${image.id}`, width: 640, height: 400, format, alt });

      // The other instance serves it at once: the image is in the shared database, not on a disk.
      const original = await fetch(`${b}${image.url}`);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe(`image/${format}`);
      // The same picture, written again without metadata (AVIF without any is kept as it came).
      const kept = Buffer.from(await original.arrayBuffer());
      const keptMeta = await sharp(kept).metadata();
      expect([keptMeta.width, keptMeta.height, keptMeta.exif]).toEqual([640, 400, undefined]);
      if (format === 'avif') expect(kept.equals(bytes)).toBe(true);

      const resized = await fetch(`${b}/_image?href=${encodeURIComponent(image.url)}&w=320&f=webp`);
      expect(resized.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 200]);

      const row = await store.db.selectFrom('images').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
      expect([row.format, row.alt, row.width, row.height]).toEqual([format, alt, 640, 400]);
      const audit = await store.db
        .selectFrom('content_audit')
        .selectAll()
        .where('entry_id', '=', image.id)
        .executeTakeFirstOrThrow();
      expect([audit.action, audit.editor_email, audit.entry_type]).toEqual(['upload', 'editor@example.com', 'image']);
    }
  });

  it('lists the library newest first and finds an image by the words of its description', async () => {
    const bytes = await picture('png', 300, 300);
    const { body } = await editor.upload<Uploaded>(UPLOAD, form(bytes, 'bowl.png', 'image/png', 'A teal feeding bowl'));
    const all = await editor.post<Listed>('/api/cms/v1.0/admin/list-images', {});
    expect(all.status).toBe(200);
    const stored = (await (await fetch(`${a}${body.image.url}`)).arrayBuffer()).byteLength;
    expect(all.body.images[0]).toMatchObject({ id: body.image.id, alt: 'A teal feeding bowl', bytes: stored });
    const found = await editor.post<Listed>('/api/cms/v1.0/admin/list-images', { q: 'TEAL bowl' });
    expect(found.body.images.map((i) => i.id)).toEqual([body.image.id]);
    expect(found.body.total).toBe(1);
    const none = await editor.post<Listed>('/api/cms/v1.0/admin/list-images', { q: 'teal giraffe' });
    expect(none.body.images).toEqual([]);
  });

  it('refuses SVG, GIF, text, a truncated JPEG, an empty file and a form without a file with 400, storing nothing', async () => {
    const before = await imageCount();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const jpeg = await picture('jpeg');
    const cases: [string, FormData, RegExp][] = [
      ['an SVG', form(svg, 'logo.svg', 'image/svg+xml', 'A logo'), /SVG images are not accepted/],
      ['an SVG that says it is a PNG', form(svg, 'logo.png', 'image/png', 'A logo'), /SVG images are not accepted/],
      ['a GIF', form(await picture('gif'), 'a.gif', 'image/gif', 'A GIF'), /GIF images are not accepted/],
      [
        'text',
        form(Buffer.from('hello, not an image'), 'a.jpg', 'image/jpeg', 'Text'),
        /not an image that can be read/,
      ],
      ['half a JPEG', form(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg', 'image/jpeg', 'Cut'), /not an image that can/],
      ['an empty file', form(Buffer.alloc(0), 'empty.png', 'image/png', 'Empty'), /empty/],
    ];
    for (const [what, data, message] of cases) {
      const answer = await editor.upload<Failure>(UPLOAD, data);
      expect([what, answer.status, answer.body.error.code]).toEqual([what, 400, 'BAD_REQUEST']);
      expect(answer.body.error.message, what).toMatch(message);
      expect(answer.body.error.issues?.[0]?.path, what).toEqual(['file']);
    }
    const noFile = new FormData();
    noFile.append('alt', 'Nothing');
    const missing = await editor.upload<Failure>(UPLOAD, noFile);
    expect([missing.status, missing.body.error.issues?.[0]?.path]).toEqual([400, ['file']]);
    const longAlt = await editor.upload<Failure>(UPLOAD, form(jpeg, 'a.jpg', 'image/jpeg', 'x'.repeat(301)));
    expect([longAlt.status, longAlt.body.error.issues?.[0]?.path]).toEqual([400, ['alt']]);
    expect(await imageCount()).toBe(before);
  });

  it('answers 413 to a file over 5 MB, whether the body says so up front or the file alone is too large', async () => {
    const before = await imageCount();
    const huge = await editor.upload<Failure>(
      UPLOAD,
      form(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png', 'Big'),
    );
    expect([huge.status, huge.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(huge.body.error.message).toMatch(/5 MB/);
    // Within the body's allowance (the form around it gets 64 KiB), but the file itself is over 5 MB.
    const over = await editor.upload<Failure>(
      UPLOAD,
      form(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'b.png', 'image/png', 'B'),
    );
    expect([over.status, over.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(over.body.error.message).toMatch(/the largest image is 5 MB/);
    expect(await imageCount()).toBe(before);
  });

  it('lets only a signed-in editor upload, from the shop itself, as a form: 401, 403, and nothing stored', async () => {
    const before = await imageCount();
    const data = () => form(Buffer.alloc(10), 'a.png', 'image/png', 'A');
    expect((await new Shopper(a).upload(UPLOAD, data())).status).toBe(401);
    const shopper = await signedIn(a, 'shopper@example.com');
    expect((await shopper.upload<Failure>(UPLOAD, data())).body.error.code).toBe('FORBIDDEN');
    expect((await shopper.post('/api/cms/v1.0/admin/list-images', {})).status).toBe(403);
    const elsewhere = await editor.upload<Failure>(UPLOAD, data(), { origin: 'https://evil.example' });
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([
      403,
      'Requests from other sites are not allowed',
    ]);
    const asJson = await editor.post<Failure>(UPLOAD, { file: 'iVBORw0KGgo=' });
    expect([asJson.status, asJson.body.error.message]).toEqual([403, 'Send the body as multipart/form-data']);
    // Only the upload address takes a form, and only it takes more than 64 KiB.
    const elsewhereForm = await editor.upload<Failure>('/api/cms/v1.0/admin/save-entry', data());
    expect([elsewhereForm.status, elsewhereForm.body.error.message]).toEqual([
      403,
      'Send the body as application/json',
    ]);
    expect(await imageCount()).toBe(before);
  });
});
