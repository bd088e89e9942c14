import { describe, expect, it } from 'vitest';
import { libraryStatus, previewPath } from '../../src/islands/studio/format';

describe('what the image library says it shows (issue "Content studio": an image library)', () => {
  it('says when only the newest are shown, and how to find the others', () => {
    expect(libraryStatus(60, 75, false)).toBe('The newest 60 of 75 images: use more words to find the others.');
    expect(libraryStatus(60, 61, true)).toBe('The newest 60 of 61 images: use more words to find the others.');
  });

  it('counts what it shows, found by words or newest first', () => {
    expect(libraryStatus(12, 12, false)).toBe('12 images, newest first');
    expect(libraryStatus(1, 1, true)).toBe('1 image found');
  });

  it('says why nothing is shown', () => {
    expect(libraryStatus(0, 0, true)).toBe('No image matches those words.');
    expect(libraryStatus(0, 0, false)).toBe('No images yet: upload the first one.');
  });
});

describe('where an entry is previewed (issue "Content studio": any page with ?preview=1)', () => {
  it('opens the page the entry is seen on, not always the home page', () => {
    expect(previewPath('page', 'about-us')).toBe('/about-us?preview=1');
    expect(previewPath('carousel', 'Cart')).toBe('/cart?preview=1');
    expect(previewPath('carousel', '404')).toBe('/no-such-page?preview=1');
    expect(previewPath('carousel', 'HomePage')).toBe('/?preview=1');
    expect(previewPath('contact', 'main')).toBe('/contact-us?preview=1');
    expect(previewPath('account_pages_settings', 'main')).toBe('/account/dashboard?preview=1');
    expect(previewPath('no_results_suggestions', 'main')).toBe('/search?q=zzqx&preview=1');
    expect(previewPath('announcement', 'free-shipping')).toBe('/?preview=1');
  });

  it('offers no preview for redirects and deal lists, whose drafts no page shows', () => {
    expect(previewPath('redirect', 'dog-food')).toBeNull();
    expect(previewPath('skus_with_deal', 'deals')).toBeNull();
  });
});
