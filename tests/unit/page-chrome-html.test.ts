// The header's markup (src/components/header-html.ts): what every page shows above its own content, escaped, and made
// once for what is the same on every page of a site.
import { describe, expect, it } from 'vitest';
import { accountLinks, cartLinkHtml, drawerHeadHtml, headerLead, logoSvg } from '../../src/components/header-html';

describe('the header', () => {
  it('names the shop and what its search looks through, and keeps the searched words in the field', () => {
    const consumer = headerLead('DTC', '').text;
    expect(consumer).toContain('<span class="brand-name">Hill&#39;s Pet Shop</span>');
    expect(consumer).toContain('Search pet food</label>');
    expect(headerLead('HPSF', '').text).toContain('Search the catalog</label>');
    expect(headerLead('DTC', 'chicken & "rice" <b>').text).toContain(
      'value="chicken &amp; &quot;rice&quot; &lt;b&gt;"',
    );
  });

  it('is made once for the pages of a site without a search', () => {
    expect(headerLead('DTC', '')).toBe(headerLead('DTC', ''));
    expect(headerLead('DTC', 'x')).not.toBe(headerLead('DTC', 'x'));
  });

  it('offers Log In to a guest, and the account and Log Out to someone signed in', () => {
    expect(accountLinks(false).text).toBe('<li><a href="/shelter/login">Log In</a></li>');
    expect(accountLinks(true).text).toContain('<a href="/account/dashboard">My Account</a>');
    expect(accountLinks(true).text).toContain('<form method="post" action="/logout">');
  });

  it('says how many items the cart holds', () => {
    expect(cartLinkHtml(1).text).toContain('aria-label="Cart, 1 item"');
    expect(cartLinkHtml(3).text).toContain('aria-label="Cart, 3 items"');
    expect(cartLinkHtml(3).text).toContain('aria-hidden="true">3</span>');
  });

  it('draws the paw mark at the size asked and labels a drawer’s close button', () => {
    expect(logoSvg(48).text).toContain('width="48" height="48"');
    expect(drawerHeadHtml('Filter', 'Close filters').text).toContain(
      '<p class="drawer-title">Filter</p><button class="drawer-close" type="button" data-drawer-close aria-label="Close filters">',
    );
  });
});
