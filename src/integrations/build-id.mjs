// The build's identity (spec 000 §4, API.md "Build file"): an id and a timestamp fixed when `astro build` runs, baked
// into the server and the browser scripts alike, so /build/latest.json names the build that is running and a page
// can tell that the server now runs a newer one. Not the process start time: two instances of one build agree.
import { randomBytes } from 'node:crypto';

/** @returns {import('astro').AstroIntegration} */
export default function buildId() {
  return {
    name: 'store-build-id',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const timestamp = Date.now();
        const id = `${timestamp.toString(36)}-${randomBytes(6).toString('hex')}`;
        updateConfig({ vite: { define: { __STORE_BUILD__: JSON.stringify({ id, timestamp }) } } });
      },
    },
  };
}
