// Editor HTML as a page shows it (RichText.astro): sanitised (spec 001 §5), its store images sent through the image
// path. Kept for the last few hundred texts: each page view renders the same few again, and sanitising parses the
// whole text, a content page's largest cost after Astro's own. The answer depends on the text alone, so a text an
// editor changes is a new key and the old one ages out (past KEPT texts, the oldest goes).
import { sanitizeRichText } from '../lib/content/rich-text';
import { withOptimisedImages } from '../lib/images/buckets';
import { TtlCache } from '../lib/site/cache';

const KEPT = 200;
const rendered = new TtlCache<string>(Number.POSITIVE_INFINITY, Date.now, KEPT);

export const richTextHtml = (html: string): Promise<string> =>
  rendered.get(html, async () => withOptimisedImages(sanitizeRichText(html)));
