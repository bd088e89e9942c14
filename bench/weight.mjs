// What a browser loads for each page: Debian's Chromium opens it as a guest at a phone's width, and every script it
// fetches before the page is idle is counted, as gzip -9 bytes (the measure the budgets are written in), beside the
// page's own HTML and the script written inline in it (Astro's island bootstrap, the client directive).
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const gz = (body) => gzipSync(body, { level: 9 }).byteLength;

/** @returns {Promise<Map<string, { html: number; js: number; scripts: number; inline: number }>>} */
export async function pageWeights(base, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const weights = new Map();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
      });
      const answer = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const html = gz(await answer.body());
      const bodies = await Promise.all(scripts);
      const inline = await page.evaluate(() =>
        Array.from(document.scripts)
          .filter((s) => !s.src && (s.type === '' || s.type === 'module'))
          .reduce((sum, s) => sum + (s.textContent ?? '').length, 0),
      );
      const js = bodies.reduce((sum, body) => sum + gz(body), 0);
      weights.set(path, { html, js, scripts: bodies.length, inline });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
