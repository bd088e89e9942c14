import { describe, expect, it, vi } from 'vitest';
import { imageUrls, type ImageRequest, type MakeImage } from '../../src/components/image-urls';

const made: MakeImage = async (request) => ({
  src: `/_image?href=${encodeURIComponent(request.src)}&w=${request.width}`,
  srcSet: { attribute: `/_image?href=${encodeURIComponent(request.src)}&w=${request.width * 2} 2x` },
});
const request = (src: string, width = 320): ImageRequest => ({
  src,
  width,
  height: width,
  format: 'webp',
  densities: [1, 2],
});

describe('imageUrls: a store image at one size, worked out once (spec 001 §9 sizes)', () => {
  it('answers what getImage made, and the same again without asking it twice', async () => {
    const make = vi.fn(made);
    const first = await imageUrls(request('/cms/hero-a.png'), make);
    expect(first).toEqual({
      src: '/_image?href=%2Fcms%2Fhero-a.png&w=320',
      srcSet: '/_image?href=%2Fcms%2Fhero-a.png&w=640 2x',
    });
    expect(await imageUrls(request('/cms/hero-a.png'), make)).toEqual(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps sizes and images apart', async () => {
    const make = vi.fn(made);
    expect((await imageUrls(request('/cms/hero-b.png', 320), make)).src).toContain('w=320');
    expect((await imageUrls(request('/cms/hero-b.png', 640), make)).src).toContain('w=640');
    expect((await imageUrls(request('/cms/hero-c.png', 320), make)).src).toContain('hero-c');
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failure: the next page asks again', async () => {
    const failing = vi.fn<MakeImage>().mockRejectedValueOnce(new Error('no such image')).mockImplementation(made);
    await expect(imageUrls(request('/cms/hero-d.png'), failing)).rejects.toThrow('no such image');
    expect((await imageUrls(request('/cms/hero-d.png'), failing)).src).toContain('hero-d');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
