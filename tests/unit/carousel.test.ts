import { describe, it, expect } from 'vitest';
import {
  CAROUSEL_AUTOPLAY_MS,
  carouselColours,
  carouselEvent,
  carouselLoops,
  carouselName,
  slidesPerView,
  stepSlide,
  trackPosition,
} from '../../src/lib/content/carousel';
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
    contentSchemas.carousel.parse({
      page: 'Cart',
      headline: 'You may like',
      handles: [],
      bg_color,
      copyColor: '#FFFFFF',
    });

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

describe('stepSlide', () => {
  it('moves one slide either way inside the track (spec 000 §9 product carousel)', () => {
    expect(stepSlide(0, 'next', 2, false)).toBe(1);
    expect(stepSlide(2, 'previous', 2, false)).toBe(1);
  });

  it('stops at both ends when the carousel does not loop (spec 000 §9 product carousel)', () => {
    expect(stepSlide(2, 'next', 2, false)).toBeNull();
    expect(stepSlide(0, 'previous', 2, false)).toBeNull();
  });

  it('wraps round past both ends when the carousel loops (spec 000 §9 product carousel)', () => {
    expect(stepSlide(2, 'next', 2, true)).toBe(0);
    expect(stepSlide(0, 'previous', 2, true)).toBe(2);
  });

  it('goes nowhere when every slide is already in view, looping or not', () => {
    expect(stepSlide(0, 'next', 0, true)).toBeNull();
    expect(stepSlide(0, 'previous', 0, true)).toBeNull();
  });
});

describe('trackPosition', () => {
  it('counts whole slides scrolled past, and the last slide the track can start at', () => {
    // Three 300 px slides 12 px apart, one in view: the track scrolls 624 px.
    expect(trackPosition(0, 624, 312)).toEqual({ current: 0, last: 2 });
    expect(trackPosition(312, 624, 312)).toEqual({ current: 1, last: 2 });
    expect(trackPosition(624, 624, 312)).toEqual({ current: 2, last: 2 });
  });

  it('reads a track that stops part-way into its last slide as standing on that slide', () => {
    // Three slides, two and a half in view: the track can only scroll half a slide.
    expect(trackPosition(0, 160, 320)).toEqual({ current: 0, last: 1 });
    expect(trackPosition(160, 160, 320)).toEqual({ current: 1, last: 1 });
  });

  it('forgives the pixel browsers round scroll widths by', () => {
    expect(trackPosition(623, 625, 312.4)).toEqual({ current: 2, last: 2 });
  });

  it('has nowhere to go when everything fits', () => {
    expect(trackPosition(0, 0, 400)).toEqual({ current: 0, last: 0 });
    expect(trackPosition(0, 1, 400)).toEqual({ current: 0, last: 0 });
  });
});

describe('carousel autoplay', () => {
  it('moves on every 5000 ms (spec 000 §9 product carousel)', () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
  });
});

describe('carouselEvent', () => {
  it('names the carousel of its page and the product, with the action (spec 001 §7 Analytics)', () => {
    expect(carouselEvent('HomePage', 'Adult Chicken & Barley Recipe Dog Food', 'next')).toEqual({
      event: 'carousel',
      carousel_name: 'HomePage Carousel: Recommended Products',
      item_name: 'Adult Chicken & Barley Recipe Dog Food',
      action: 'next',
    });
    expect(carouselEvent('404', 'Puppy', 'select')).toMatchObject({
      carousel_name: '404 Carousel: Recommended Products',
      action: 'select',
    });
  });
});
