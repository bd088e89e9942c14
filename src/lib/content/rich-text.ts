// Editor HTML (spec 001 §5): sanitised, links keep their target, and the wrapper is one of div, span, p or h1.
import sanitizeHtml from 'sanitize-html';
import { liftBlocks } from './rich-text-blocks';
import { isLibraryImageSrc } from './rich-text-image';

export const RICH_TEXT_WRAPPERS = ['div', 'span', 'p', 'h1'] as const;
export type RichTextWrapper = (typeof RICH_TEXT_WRAPPERS)[number];

export const richTextWrapper = (tag: string | undefined): RichTextWrapper =>
  (RICH_TEXT_WRAPPERS as readonly string[]).includes(tag ?? '') ? (tag as RichTextWrapper) : 'div';

/**
 * Blocks come out of paragraphs first: the sanitiser's parser would otherwise end the paragraph at a list and leave
 * the words after it outside any paragraph.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(liftBlocks(html), {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // An image only from the store's own library, and only with words for people who cannot see it.
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !(isLibraryImageSrc(frame.attribs.src) && (frame.attribs.alt ?? '').trim() !== ''),
    transformTags: {
      // A link that opens a new tab must not hand the opener to the other page.
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  });
}
