// The header's and footer's markup (src/components/header-html.ts, src/components/footer-html.ts): what every page
// shows around its own content, escaped, and made once for what is the same on every page of a site.
import { describe, expect, it } from 'vitest';
import { footerHtml } from '../../src/components/footer-html';
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

describe('the footer', () => {
  const nav = () => [
    { label: 'Customer Care', url: '/contact-us', children: [{ label: 'FAQ & Help', url: '/faq' }] },
    { label: 'Site Map', url: '/sitemap' },
  ];
  const contact = { phone: '1-800-555-0142', email: 'care@petfood.example', hours: 'Mon–Fri, 8am to 6pm' };

  it('lists each group’s links (a link alone is its own group), the contact details and the year', () => {
    const html = footerHtml({ nav: nav(), contact, site: 'DTC', year: 2026 }).text;
    expect(html).toContain(
      '<nav aria-label="Customer Care"><h2>Customer Care</h2><ul><li><a href="/faq">FAQ &amp; Help</a>',
    );
    expect(html).toContain('<nav aria-label="Site Map"><h2>Site Map</h2><ul><li><a href="/sitemap">Site Map</a></li>');
    expect(html).toContain('<a href="tel:');
    expect(html).toContain('<a href="mailto:care@petfood.example">care@petfood.example</a>');
    expect(html).toContain('© 2026 Hill&#39;s Pet Shop</p>');
  });

  it('leaves the contact section out when there are no contact details', () => {
    expect(footerHtml({ nav: nav(), contact: null, site: 'HPSF', year: 2026 }).text).not.toContain('Talk to us');
  });

  it('is made once for the same menu, contact details, site and year, and again when any changes', () => {
    const menu = nav();
    const first = footerHtml({ nav: menu, contact, site: 'DTC', year: 2026 });
    expect(footerHtml({ nav: menu, contact, site: 'DTC', year: 2026 })).toBe(first);
    const newYear = footerHtml({ nav: menu, contact, site: 'DTC', year: 2027 });
    expect(newYear.text).toContain('© 2027');
    const moved = footerHtml({
      nav: menu,
      contact: { ...contact, email: 'help@petfood.example' },
      site: 'DTC',
      year: 2027,
    });
    expect(moved.text).toContain('help@petfood.example');
  });
});
