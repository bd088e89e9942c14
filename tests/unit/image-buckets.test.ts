import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, widthBucket } from '../../src/lib/images/buckets';

describe('image width buckets (spec 001 §9)', () => {
  it('rounds a width up to the next bucket', () => {
    expect([1, 50, 51, 101, 170, 181, 320, 321, 481, 641, 900].map(widthBucket)).toEqual([
      50, 50, 100, 150, 180, 320, 320, 480, 640, 900, 900,
    ]);
  });

  it('serves anything wider than 900 at 1200', () => {
    expect(widthBucket(901)).toBe(1200);
    expect(widthBucket(4000)).toBe(1200);
  });

  it('hints 100vw on small screens, 80vw on medium and 800px beyond', () => {
    expect(DEFAULT_SIZES).toBe('(max-width: 640px) 100vw, (max-width: 768px) 80vw, 800px');
  });
});
