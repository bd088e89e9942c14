// Open Graph and Twitter card tags: what a link to a page shows when it is shared. Pure; BaseHead renders them.
import type { SiteId } from './site';

export type ShareKind = 'product' | 'website';

export type ShareInput = {
  title: string;
  description: string | undefined;
  /** The page's canonical address, absolute. */
  url: string;
  kind: ShareKind;
  /** The image's address (absolute or a path of this shop) and its text alternative. */
  image: { src: string; alt: string };
  origin: string;
};

/** One <meta> tag: Open Graph uses `property`, Twitter `name`. */
export type ShareTag = { attribute: 'property' | 'name'; key: string; content: string };

/** The image a page without one of its own is shared with: the site's home hero (seeded in src/content/images). */
export const DEFAULT_SHARE_IMAGE: Record<SiteId, { src: string; alt: string }> = {
  DTC: { src: '/cms/home-hero.png', alt: 'Bags of Science Diet dog and cat food beside a full food bowl' },
  HPSF: {
    src: '/cms/home-hero-program.png',
    alt: 'Bags of Prescription Diet and Science Diet food beside a full food bowl',
  },
};

export function shareTags(input: ShareInput): ShareTag[] {
  const image = new URL(input.image.src, input.origin).href;
  const og = (key: string, content: string): ShareTag => ({ attribute: 'property', key: `og:${key}`, content });
  const twitter = (key: string, content: string): ShareTag => ({ attribute: 'name', key: `twitter:${key}`, content });
  const description = input.description?.trim() ?? '';
  return [
    og('type', input.kind),
    og('title', input.title),
    ...(description ? [og('description', description)] : []),
    og('url', input.url),
    og('image', image),
    og('image:alt', input.image.alt),
    twitter('card', 'summary_large_image'),
    twitter('title', input.title),
    ...(description ? [twitter('description', description)] : []),
    twitter('image', image),
    twitter('image:alt', input.image.alt),
  ];
}
