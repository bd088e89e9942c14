// sitemap.xml and robots.txt, built from the catalogue and the published pages (pure: the endpoints gather the data).
export type SitemapEntry = { path: string; lastmod?: string | undefined };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const unique = [...new Map(entries.map((e) => [e.path, e])).values()];
  const urls = unique
    .map(
      (e) =>
        `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** Shoppers' private pages and the API are not for crawlers. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /account/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /api/',
    'Disallow: /shelter/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
