import { describe, expect, it } from 'vitest';
import { richTextHtml } from '../../src/components/rich-text-html';

describe('richTextHtml: editor HTML as a page shows it', () => {
  it('is sanitised (spec 001 §5) and sends store images through the image path', async () => {
    const html = '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="/cms/a.png" alt="A" width="400">';
    const shown = await richTextHtml(html);
    expect(shown).toContain('<p>Hi</p>');
    expect(shown).not.toContain('script');
    expect(shown).not.toContain('onclick');
    expect(shown).toContain('src="/_image?href=%2Fcms%2Fa.png&amp;w=480&amp;f=webp"');
  });

  it('answers the same text again from what it kept, and a changed text anew', async () => {
    const first = await richTextHtml('<p>Dogs &amp; cats</p>');
    expect(await richTextHtml('<p>Dogs &amp; cats</p>')).toBe(first);
    expect(await richTextHtml('<p>Dogs &amp; cats, and birds</p>')).toBe('<p>Dogs &amp; cats, and birds</p>');
  });

  it('keeps answering right past the number of texts it keeps', async () => {
    const texts = Array.from({ length: 450 }, (_, i) => `<p>Text ${i}<script>x()</script></p>`);
    for (const text of texts) await richTextHtml(text);
    expect(await richTextHtml(texts[0] ?? '')).toBe('<p>Text 0</p>');
    expect(await richTextHtml(texts[449] ?? '')).toBe('<p>Text 449</p>');
  });
});
