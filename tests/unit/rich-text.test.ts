import { describe, it, expect } from 'vitest';
import { richTextWrapper, sanitizeRichText } from '../../src/lib/content/rich-text';

describe('sanitizeRichText', () => {
  it('removes script tags and their content (spec 001 §5)', () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes on* event attributes (spec 001 §5)', () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src="/cms/a.png" alt="A" onerror="steal()" />')).toBe(
      '<img src="/cms/a.png" alt="A" />',
    );
  });

  it('keeps the target attribute on links (spec 001 §5)', () => {
    expect(sanitizeRichText('<a href="/faq" target="_self">FAQ</a>')).toBe('<a href="/faq" target="_self">FAQ</a>');
  });

  it('adds rel="noopener noreferrer" to a link that opens a new tab (spec 001 §5)', () => {
    expect(sanitizeRichText('<a href="https://www.hillspet.com" target="_blank">Hill’s</a>')).toBe(
      '<a href="https://www.hillspet.com" target="_blank" rel="noopener noreferrer">Hill’s</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes javascript: hrefs (spec 001 §5)', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps mailto and tel links', () => {
    expect(sanitizeRichText('<a href="mailto:help@example.com">Mail</a>')).toBe(
      '<a href="mailto:help@example.com">Mail</a>',
    );
    expect(sanitizeRichText('<a href="tel:+18005551234">Call</a>')).toBe('<a href="tel:+18005551234">Call</a>');
  });
});

describe('richTextWrapper', () => {
  it.each(['div', 'span', 'p', 'h1'])('accepts the wrapper %s (spec 001 §5)', (tag) => {
    expect(richTextWrapper(tag)).toBe(tag);
  });

  it.each(['h2', 'section', 'script', 'DIV', ''])('falls back to div for "%s" (spec 001 §5)', (tag) => {
    expect(richTextWrapper(tag)).toBe('div');
  });

  it('falls back to div when no wrapper is given (spec 001 §5)', () => {
    expect(richTextWrapper(undefined)).toBe('div');
  });
});
