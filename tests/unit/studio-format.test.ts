import { describe, expect, it } from 'vitest';
import { libraryStatus } from '../../src/islands/studio/format';

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
