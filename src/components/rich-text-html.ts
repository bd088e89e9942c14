// Editor HTML as a page shows it (RichText.astro): sanitised (spec 001 §5), its store images sent through the image
// path. Kept for the last few hundred texts: each page view renders the same few again, and sanitising parses the
// whole text, a content page's largest cost after Astro's own. The answer depends on the text alone, so a text an
// editor changes is a new key and the old one ages out.
import { sanitizeRichText } from '../lib/content/rich-text';
import { withOptimisedImages } from '../lib/images/buckets';

const KEPT = 200;
const rendered = new Map<string, string>();

export function richTextHtml(html: string): string {
  let text = rendered.get(html);
  if (text === undefined) {
    text = withOptimisedImages(sanitizeRichText(html));
    if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value ?? '');
  } else {
    rendered.delete(html); // kept again as the most recent
  }
  rendered.set(html, text);
  return text;
}
