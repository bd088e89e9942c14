// The site footer (spec 000 §9): the content's footer menu, the contact details and the copyright line.
import { describe, expect, it } from 'vitest';
import Footer from '../../src/components/Footer.astro';
import { render } from './render';

// The markup without the white space between and inside tags that the template's layout leaves.
const tight = (html: string) => html.replace(/>\s+/g, '>').replace(/\s+</g, '<');

describe('Footer', () => {
  it('lists each group’s links (a link alone is its own group), the contact details and the year', async () => {
    const html = await render(Footer, {
      nav: [
        { label: 'Help', url: '/help', children: [{ label: 'Shipping & returns', url: '/shipping' }] },
        { label: 'About us', url: '/about' },
      ],
      contact: { phone: '1-800-555-0100', hours: 'Mon–Fri 8–6', email: 'help@example.com' },
    });
    expect(tight(html)).toContain(
      '<nav aria-label="Help"><h2>Help</h2><ul><li><a href="/shipping">Shipping &amp; returns</a></li></ul></nav>',
    );
    expect(tight(html)).toContain(
      '<nav aria-label="About us"><h2>About us</h2><ul><li><a href="/about">About us</a></li></ul></nav>',
    );
    expect(html).toContain('href="tel:18005550100"');
    expect(html).toContain('href="mailto:help@example.com"');
    expect(html).toContain(`© ${new Date().getFullYear()} Hill&#39;s Pet Shop`);
  });

  it('leaves the contact section out when there are no contact details', async () => {
    const html = await render(Footer, { nav: [], contact: null }, { locals: { site: 'HPSF' } });
    expect(html).not.toContain('Talk to us');
    expect(html).toContain('Professional Feeding Program');
  });
});
