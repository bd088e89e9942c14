import { describe, expect, it } from 'vitest';
import { richTextHtml } from '../../src/components/rich-text-html';

describe('richTextHtml: editor HTML as a page shows it', () => {
  it('is sanitised (spec 001 §5) and sends store images through the image path', () => {
    const html = '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="/cms/a.png" alt="A" width="400">';
    const shown = richTextHtml(html);
    expect(shown).toContain('<p>Hi</p>');
    expect(shown).not.toContain('script');
    expect(shown).not.toContain('onclick');
    expect(shown).toContain('src="/_image?href=%2Fcms%2Fa.png&amp;w=480&amp;f=webp"');
  });

  it('answers the same text again from what it kept, and a changed text anew', () => {
    const first = richTextHtml('<p>Dogs &amp; cats</p>');
    expect(richTextHtml('<p>Dogs &amp; cats</p>')).toBe(first);
    expect(richTextHtml('<p>Dogs &amp; cats, and birds</p>')).toBe('<p>Dogs &amp; cats, and birds</p>');
  });

  it('keeps answering right past the number of texts it keeps', () => {
    const texts = Array.from({ length: 450 }, (_, i) => `<p>Text ${i}<script>x()</script></p>`);
    for (const text of texts) richTextHtml(text);
    expect(richTextHtml(texts[0] ?? '')).toBe('<p>Text 0</p>');
    expect(richTextHtml(texts[449] ?? '')).toBe('<p>Text 449</p>');
  });
});
