// Which addresses a step leaves alone: the API answers in its envelope, internal ones (images, the image store) have
// no page around them.

export const isApi = (path: string) => path.startsWith('/api/');
export const isInternal = (path: string) => path.startsWith('/_') || path.startsWith('/cms/');
/** The operators' figures (src/pages/metrics.ts): scraped every few seconds, so neither cached nor logged. */
export const isMetrics = (path: string) => /^\/metrics\/?$/.test(path);
