import { describe, it, expect } from 'vitest';
import { carouselColours, carouselLoops, carouselName, slidesPerView } from '../../src/lib/content/carousel';
import { contentSchemas } from '../../src/lib/content/types';

describe('slidesPerView', () => {
  it.each([
    [0, 1],
    [779, 1],
    [780, 2],
    [959, 2],
    [960, 2.5],
    [1199, 2.5],
    [1200, 3],
    [1920, 3],
  ])('shows at width %i px %d slides (spec 000 §9 product carousel)', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });
});

describe('carouselLoops', () => {
  it('loops on extra-large screens only with at least 3 items (spec 000 §9 product carousel)', () => {
    expect(carouselLoops(2, 1200)).toBe(false);
    expect(carouselLoops(3, 1200)).toBe(true);
    expect(carouselLoops(0, 1440)).toBe(false);
  });

  it('always loops below 1200 px (spec 000 §9 product carousel)', () => {
    expect(carouselLoops(1, 1199)).toBe(true);
    expect(carouselLoops(0, 375)).toBe(true);
  });
});

describe('carouselName', () => {
  it('names the analytics carousel "{page} Carousel: Recommended Products" (spec 000 §2 Error page)', () => {
    expect(carouselName('404')).toBe('404 Carousel: Recommended Products');
    expect(carouselName('HomePage')).toBe('HomePage Carousel: Recommended Products');
  });
});

describe('carouselColours', () => {
  const config = (bg_color: string) =>
    contentSchemas.carousel.parse({ page: 'Cart', headline: 'You may like', handles: [], bg_color, copyColor: '#FFFFFF' });

  it('maps "blue" to #0054A4 (spec 000 §3 Carousel config)', () => {
    expect(carouselColours(config('blue'))).toEqual({ background: '#0054A4', copy: '#FFFFFF' });
  });

  it.each([
    ['transparent', 'transparent'],
    ['white', '#FFFFFF'],
    ['light blue', '#F1F6FB'],
    ['dark blue', '#003672'],
    ['gray', '#66676B'],
    ['light gray', '#F0F2F3'],
    ['dark gray', '#34363B'],
  ])('maps "%s" to %s (spec 000 §3 Carousel config)', (name, hex) => {
    expect(carouselColours(config(name)).background).toBe(hex);
  });

  it('defaults to a transparent background and #34363B copy', () => {
    const parsed = contentSchemas.carousel.parse({ page: 'Cart', headline: 'x', handles: [] });
    expect(carouselColours(parsed)).toEqual({ background: 'transparent', copy: '#34363B' });
  });
});
