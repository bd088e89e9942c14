import { describe, it, expect } from 'vitest';
import { errorPageView, freeShippingMinimum, withGlobalDefaults } from '../../src/lib/content/globals';

describe('freeShippingMinimum', () => {
  it('uses the global setting when it is a number (spec 001 §9)', () => {
    expect(freeShippingMinimum({ free_shipping_minimum: 75 })).toBe(75);
    expect(freeShippingMinimum({ free_shipping_minimum: '35.5' })).toBe(35.5);
    expect(freeShippingMinimum({ free_shipping_minimum: 0 })).toBe(0);
  });

  it('falls back to 50 dollars when the setting is absent (spec 000 §9, spec 001 §9)', () => {
    expect(freeShippingMinimum({})).toBe(50);
    expect(freeShippingMinimum({ free_shipping_minimum: undefined })).toBe(50);
  });

  it('falls back to 50 dollars when the setting is not a number (spec 001 §9)', () => {
    expect(freeShippingMinimum({ free_shipping_minimum: 'fifty' })).toBe(50);
    expect(freeShippingMinimum({ free_shipping_minimum: -5 })).toBe(50);
  });

  it('falls back to 50 dollars when the setting is null, not 0 (spec 001 §9)', () => {
    expect(freeShippingMinimum({ free_shipping_minimum: null })).toBe(50);
    expect(withGlobalDefaults(['free_shipping_minimum'], { free_shipping_minimum: null })).toEqual({
      free_shipping_minimum: 50,
    });
  });

  it('falls back to 50 dollars when the setting is an empty string, not 0 (spec 001 §9)', () => {
    expect(freeShippingMinimum({ free_shipping_minimum: '' })).toBe(50);
    expect(freeShippingMinimum({ free_shipping_minimum: '   ' })).toBe(50);
  });
});

describe('withGlobalDefaults', () => {
  it('returns only the globals asked for', () => {
    expect(withGlobalDefaults(['site_404_title'], { site_404_title: 'Oops', other: 1 })).toEqual({
      site_404_title: 'Oops',
    });
  });

  it('adds free_shipping_minimum 50 when it is asked for and absent (spec 001 §9)', () => {
    expect(withGlobalDefaults(['free_shipping_minimum', 'site_404_title'], {})).toEqual({ free_shipping_minimum: 50 });
  });

  it('keeps a stored free_shipping_minimum (spec 001 §9)', () => {
    expect(withGlobalDefaults(['free_shipping_minimum'], { free_shipping_minimum: 65 })).toEqual({
      free_shipping_minimum: 65,
    });
  });

  it('does not add free_shipping_minimum when it is not asked for', () => {
    expect(withGlobalDefaults(['site_404_title'], {})).toEqual({});
  });
});

describe('errorPageView', () => {
  const globals = {
    site_404_title: 'Lost your way?',
    site_404_message: 'The page has moved.',
    site_404_image: { id: 'dog-404.png', description: 'A puzzled dog' },
    site_404_cta: [
      { text: 'Shop Dog Food', url: '/products/dog' },
      { text: '  ', url: '' },
    ],
  };

  it('shows "Page Not Found: {path}" on a 404 (spec 000 §2 Error page, §8)', () => {
    expect(errorPageView(404, '/nope', {}).message).toBe('Page Not Found: /nope');
  });

  it('takes the title, message and image from the content globals (spec 000 §2 Error page)', () => {
    const view = errorPageView(404, '/nope', globals);
    expect(view.status).toBe(404);
    expect(view.title).toBe('Lost your way?');
    expect(view.detail).toBe('The page has moved.');
    expect(view.image).toEqual({ src: '/cms/dog-404.png', alt: 'A puzzled dog' });
  });

  it('fills a call-to-action without text or url with "Back To Homepage" and "/" (spec 000 §2 Error page)', () => {
    expect(errorPageView(404, '/nope', globals).ctas).toEqual([
      { text: 'Shop Dog Food', url: '/products/dog' },
      { text: 'Back To Homepage', url: '/' },
    ]);
  });

  it('shows one default call-to-action when none are set (spec 000 §2 Error page)', () => {
    expect(errorPageView(404, '/nope', {}).ctas).toEqual([{ text: 'Back To Homepage', url: '/' }]);
    expect(errorPageView(404, '/nope', { site_404_cta: [] }).ctas).toEqual([{ text: 'Back To Homepage', url: '/' }]);
    expect(errorPageView(404, '/nope', { site_404_cta: 'not a list' }).ctas).toEqual([
      { text: 'Back To Homepage', url: '/' },
    ]);
  });

  it('falls back to "Page Not Found" as the title and no image when the globals are absent', () => {
    const view = errorPageView(404, '/nope', {});
    expect(view.title).toBe('Page Not Found');
    expect(view.detail).toBeNull();
    expect(view.image).toBeNull();
  });

  it('refuses an image id that could leave /cms/', () => {
    expect(errorPageView(404, '/nope', { site_404_image: { id: '../secret', description: '' } }).image).toBeNull();
  });

  it('shows a fatal error with the content’s own title and message, image and calls to action (spec 000 §2 Error page)', () => {
    const view = errorPageView(500, '/cart', {
      ...globals,
      site_500_title: 'Our kitchen tripped',
      site_500_message: 'Try again in a minute.',
    });
    expect(view.title).toBe('Our kitchen tripped');
    expect(view.detail).toBe('Try again in a minute.');
    expect(view.image).toEqual(errorPageView(404, '/cart', globals).image);
    expect(view.image).not.toBeNull();
    expect(view.ctas).toEqual(errorPageView(404, '/cart', globals).ctas);
    // Blank content falls back to the shop's own words.
    expect(errorPageView(500, '/cart', { site_500_title: '  ', site_500_message: 42 }).title).toBe(
      'Something went wrong',
    );
  });

  it('does not say "Page Not Found" on a 500 (spec 000 §2 Error page)', () => {
    const view = errorPageView(500, '/cart', globals);
    expect(view.status).toBe(500);
    expect(view.title).toBe('Something went wrong');
    expect(view.message).not.toContain('Page Not Found');
    expect(view.title).not.toContain('Page Not Found');
    expect(view.detail).toBeNull();
    expect(view.ctas).toEqual([
      { text: 'Shop Dog Food', url: '/products/dog' },
      { text: 'Back To Homepage', url: '/' },
    ]);
  });
});
