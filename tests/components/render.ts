// Renders one Astro component as a page request would, with Astro's container API: its props, the request's address
// and the middleware's locals (a guest on DTC unless the test says otherwise), React islands included. Answers the
// markup without Astro's own marks.
import { getContainerRenderer } from '@astrojs/react';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { loadRenderers } from 'astro:container';

const container = await AstroContainer.create({
  renderers: await loadRenderers([getContainerRenderer()]),
  // The directives the components use (`client:interaction` is the shop's own): their scripts are the browser's
  // business, not the markup's, so stand-ins that do nothing.
  manifest: {
    clientDirectives: new Map([
      ['interaction', '(()=>{})'],
      ['visible', '(()=>{})'],
    ]),
  } as never,
});

const GUEST: App.Locals = {
  site: 'DTC',
  user: null,
  preview: false,
  sameForEveryGuest: false,
  cacheHit: false,
  pagesGeneration: 0,
};

// Astro's marks for scoped styles and the dev toolbar's source locations: not what a shopper's page says.
const astroMarks = / data-astro-(?:cid-[a-z0-9]+(?:="[^"]*")?|source-file="[^"]*"|source-loc="[^"]*")/g;
// The class Astro gives an element whose attributes are spread, for the same scoped styles.
const astroClass = / class="astro-[a-z0-9]+"/g;

export async function render(
  component: AstroComponentFactory,
  props: Record<string, unknown>,
  { locals = {}, path = '/' }: { locals?: Partial<App.Locals>; path?: string } = {},
): Promise<string> {
  const html = await container.renderToString(component, {
    props,
    locals: { ...GUEST, ...locals },
    request: new Request(new URL(path, 'http://localhost')),
  });
  return html.replace(astroMarks, '').replace(astroClass, '');
}
