// The Content Security Policy's fixed directives, in one place: astro.config.mjs hands them to Astro, which adds
// script-src and style-src with the hashes of the scripts and styles it built (so no inline script runs unless the
// shop wrote it), and the middleware uses the same list for an answer Astro did not render.
// Styles stay 'unsafe-inline': islands and the carousel set style attributes, which hashes cannot allow.

/** @type {`${'default-src' | 'img-src' | 'connect-src' | 'font-src' | 'frame-src' | 'frame-ancestors' | 'form-action' | 'base-uri' | 'object-src'} ${string}`[]} */
export const cspDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
];

export const styleSources = ["'self'", "'unsafe-inline'"];
