import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/lib/site/phone';

describe('a phone link', () => {
  it('dials the digits of the printed number and keeps a leading plus', () => {
    expect(telHref('1-800-555-0142')).toBe('tel:18005550142');
    expect(telHref('+1 (800) 555 0142')).toBe('tel:+18005550142');
  });
});
