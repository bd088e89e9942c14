// The server side of the shop's React islands, in place of @astrojs/react's own (island-renders.mjs puts it there):
// islands drawn by src/lib/site/island-render.ts, and told apart from other components without rendering them.
import type { NamedSSRLoadedRendererValue } from 'astro';
import { renderToString } from 'react-dom/server';
import { isReactComponent } from '../lib/site/react-component';
import { islandRenderer } from '../lib/site/island-render';

const renderer: NamedSSRLoadedRendererValue = {
  name: '@astrojs/react',
  // Astro asks every renderer whether a component is its own before each island; @astrojs/react answered by rendering
  // the component once more, which React is the only framework here to need.
  check: (Component: unknown) => Promise.resolve(isReactComponent(Component)),
  renderToStaticMarkup: islandRenderer(renderToString),
  supportsAstroStaticSlot: true,
};

export default renderer;
