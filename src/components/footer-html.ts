// The site footer's markup (Footer.astro): the content's footer menu, each group a list of links, the contact details
// and the copyright line. It is made once per footer menu the content cache holds (a publish or the cache's expiry
// brings new objects), contact details, site and year, instead of Astro rendering its two dozen elements each page.
import type { Chrome } from '../lib/content/chrome.server';
import { attributes, markup, type SafeHtml } from '../lib/site/html';
import { onceFor } from '../lib/site/once-for';
import { telHref } from '../lib/site/phone';
import { SITE_NAMES, type SiteId } from '../lib/site/site';

type FooterInput = { nav: Chrome['footerNav']; contact: Chrome['contact']; site: SiteId; year: number };

function makeFooter({ nav, contact, site, year }: FooterInput): SafeHtml {
  const groups = nav.map(
    (group) =>
      markup`<nav${attributes({ 'aria-label': group.label })}><h2>${group.label}</h2><ul>${(
        group.children ?? [group]
      ).map((link) => markup`<li><a${attributes({ href: link.url })}>${link.label}</a></li>`)}</ul></nav>`,
  );
  const talk =
    contact &&
    markup`<section aria-labelledby="footer-contact"><h2 id="footer-contact">Talk to us</h2><p><a${attributes({
      href: telHref(contact.phone),
    })}>${contact.phone}</a><br>${contact.hours}</p><p><a${attributes({ href: `mailto:${contact.email}` })}>${contact.email}</a></p></section>`;
  return markup`<div class="container columns">${groups}${talk}</div><p class="container legal">© ${year} ${SITE_NAMES[site]}</p>`;
}

// The last footer made of each menu object, with what else it was made from.
const lastMade = onceFor((_nav: Chrome['footerNav']) => ({ made: null as (FooterInput & { html: SafeHtml }) | null }));

/** What goes inside the site's <footer>. */
export function footerHtml(input: FooterInput): SafeHtml {
  const last = lastMade(input.nav);
  const made = last.made;
  if (made && made.contact === input.contact && made.site === input.site && made.year === input.year) return made.html;
  const html = makeFooter(input);
  last.made = { ...input, html };
  return html;
}
