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

  it('keeps a library image with its description, size and lazy loading', () => {
    const image = '<img src="/cms/img-1a2b.jpg" alt="A bowl of kibble" width="800" height="500" loading="lazy" />';
    expect(sanitizeRichText(`<p>Our bowl:${image}</p>`)).toBe(`<p>Our bowl:${image}</p>`);
  });

  it('drops an image without a description, or from anywhere but the library', () => {
    expect(sanitizeRichText('<p>A<img src="/cms/img-1.jpg" /></p>')).toBe('<p>A</p>');
    expect(sanitizeRichText('<p>A<img src="/cms/img-1.jpg" alt="  " /></p>')).toBe('<p>A</p>');
    expect(sanitizeRichText('<p>A<img src="https://evil.example/x.png" alt="x" /></p>')).toBe('<p>A</p>');
    expect(sanitizeRichText('<p>A<img src="//evil.example/x.png" alt="x" /></p>')).toBe('<p>A</p>');
    expect(sanitizeRichText('<p>A<img src="/cms/../admin" alt="x" /></p>')).toBe('<p>A</p>');
    expect(sanitizeRichText('<p>A<img src="data:image/png;base64,AAAA" alt="x" /></p>')).toBe('<p>A</p>');
  });

  it('never keeps a list inside a paragraph, nor loses the words after it', () => {
    expect(sanitizeRichText('<p>Before<ul><li>One</li></ul>After</p>')).toBe(
      '<p>Before</p><ul><li>One</li></ul><p>After</p>',
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
