// Markup built as a string (src/lib/site/html.ts): whatever an editor or the catalogue wrote reaches the page as text.
import { describe, expect, it } from 'vitest';
import { attributes, escapeHtml, markup } from '../../src/lib/site/html';

describe('markup built as one string', () => {
  it('escapes every character that could end text or an attribute', () => {
    expect(escapeHtml(`Chicken & Rice <b>"Dog's"</b>`)).toBe(
      'Chicken &amp; Rice &lt;b&gt;&quot;Dog&#39;s&quot;&lt;/b&gt;',
    );
  });

  it('escapes what is put in a template, keeps markup made here, and leaves out false, null and undefined', () => {
    const title = '<script>alert(1)</script> & more';
    const badge = markup`<li>${'Deal'}</li>`;
    const shown = markup`<h2 title="${title}">${title}</h2>${false}${null}${undefined}${[badge, badge]}${3}`;
    expect(shown.text).toBe(
      '<h2 title="&lt;script&gt;alert(1)&lt;/script&gt; &amp; more">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h2>' +
        '<li>Deal</li><li>Deal</li>3',
    );
  });

  it('writes attributes from a record: bare when true, left out when false or missing, escaped otherwise', () => {
    const written = attributes({ hidden: true, disabled: false, alt: 'A "big" bag', srcset: null, width: 240 });
    expect(written.text).toBe(' hidden alt="A &quot;big&quot; bag" width="240"');
  });
});
