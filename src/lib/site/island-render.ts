// React islands drawn on the server (src/server/island-renderer.ts, in place of @astrojs/react's own): each island is
// rendered to one string with React's renderToString, given the id prefix it is hydrated with, as @astrojs/react does.
// An island marked `sameForSameProps` (same-for-same-props.ts) is drawn once for each set of props and id prefix and
// then answered from memory: React's renderToString sets up a whole render for even the header's ZIP button, and the
// four islands of a product page took a tenth of its render.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { islandPropsKey } from './island-props-key';
import { keptFor } from './once-for';
import { drawsSameForSameProps } from './same-for-same-props';

type RenderToString = (node: ReactNode, options: { identifierPrefix?: string }) => string;
type Drawn = { html: string; attrs: { prefix?: string } };
type Metadata = { astroStaticSlot?: boolean; hydrate?: unknown } | undefined;
/** What Astro calls a renderer with: the page's render (`result`) when it has one. */
type RendererThis = { result?: object } | undefined;

/** The props and id prefixes an island's HTML is kept for, the most recent first to stay. */
export const KEPT_PER_ISLAND = 256;

// The slot markup Astro hands an island, put where React leaves it alone (as @astrojs/react's StaticHtml).
function SlotHtml({ value, name, hydrate }: { value: string; name?: string; hydrate: boolean }) {
  if (!value) return null;
  return createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: value },
  });
}

const slotName = (key: string) => key.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
const hydrates = (metadata: Metadata) => (metadata?.astroStaticSlot ? !!metadata.hydrate : true);

/** A renderer's `renderToStaticMarkup` drawing with `renderToString` and keeping what marked islands draw. */
export function islandRenderer(renderToString: RenderToString) {
  // Each page numbers its islands r0, r1, … in the order they are drawn, as the browser's React is told by `prefix`.
  const drawnOnPage = new WeakMap<object, number>();
  const kept = keptFor<object, string>(KEPT_PER_ISLAND);
  const nextPrefix = (result: object | undefined): string | undefined => {
    if (!result) return undefined;
    const index = drawnOnPage.get(result) ?? 0;
    drawnOnPage.set(result, index + 1);
    return `r${index}`;
  };

  return async function renderToStaticMarkup(
    this: RendererThis,
    Component: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
    { default: children, ...slotted }: Record<string, string | undefined>,
    metadata?: Metadata,
  ): Promise<Drawn> {
    const prefix = nextPrefix(this?.result);
    delete props['class']; // as @astrojs/react: Astro's class goes on no element of the island
    const slots = Object.entries(slotted);
    const inner = children ?? props['children'];
    const propsKey =
      slots.length === 0 && inner == null && drawsSameForSameProps(Component) ? islandPropsKey(props) : null;
    const key = propsKey === null ? null : `${prefix ?? ''}\n${propsKey}`;
    const draw = () =>
      renderToString(createElement(Component, slottedProps(props, slots, inner, metadata)), {
        identifierPrefix: prefix,
      });
    const html = key === null ? draw() : kept(Component, key, draw);
    return { html, attrs: { prefix } };
  };
}

/** The island's props with Astro's slots and children put where React leaves them alone. */
function slottedProps(
  props: Record<string, unknown>,
  slots: [string, string | undefined][],
  inner: unknown,
  metadata: Metadata,
): Record<string, unknown> {
  if (slots.length === 0 && inner == null) return props;
  const hydrate = hydrates(metadata);
  const drawnProps: Record<string, unknown> = { ...props };
  for (const [name, value] of slots)
    drawnProps[slotName(name)] = createElement(SlotHtml, { value: value ?? '', name, hydrate });
  if (inner != null) drawnProps['children'] = createElement(SlotHtml, { value: inner as string, hydrate });
  return drawnProps;
}
