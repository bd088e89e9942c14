// The server side of React islands (src/lib/site/island-render.ts): each island drawn with the id prefix the browser
// hydrates it with, and an island marked as drawing the same HTML for the same props drawn once for them.
import { createElement, Component, forwardRef, memo, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { islandRenderer, KEPT_PER_ISLAND } from '../../src/lib/site/island-render';
import { islandPropsKey } from '../../src/lib/site/island-props-key';
import { isReactComponent } from '../../src/lib/site/react-component';
import { drawsSameForSameProps, sameForSameProps } from '../../src/lib/site/same-for-same-props';

type Props = Record<string, unknown>;

function Labelled({ label }: Props) {
  const id = useId();
  return createElement('label', { htmlFor: id }, String(label));
}
const Kept = sameForSameProps(function Kept(props: Props) {
  return Labelled(props);
});
const Slotted = sameForSameProps(function Slotted({ children, footNote }: Props) {
  return createElement('div', null, children as never, footNote as never);
});

function renderer() {
  const draw = vi.fn(renderToString);
  return { draw, render: islandRenderer(draw) };
}

describe('island id prefixes', () => {
  it('numbers the islands of a page r0, r1, … in the order they are drawn, each page from r0', async () => {
    const { render } = renderer();
    const page = { result: {} };
    const first = await render.call(page, Labelled, { label: 'Size' }, {});
    const second = await render.call(page, Labelled, { label: 'Flavor' }, {});
    const other = await render.call({ result: {} }, Labelled, { label: 'Size' }, {});
    expect([first.attrs.prefix, second.attrs.prefix, other.attrs.prefix]).toEqual(['r0', 'r1', 'r0']);
    // React's useId carries the prefix, so the browser, told it, makes the same ids.
    expect(first.html).toMatch(/for="_r0R_[0-9a-z]+_"/);
    expect(second.html).toMatch(/for="_r1R_[0-9a-z]+_"/);
  });

  it('gives no prefix when Astro renders without a page', async () => {
    const { render } = renderer();
    const drawn = await render.call(undefined, Labelled, { label: 'Size' }, {});
    expect(drawn.attrs.prefix).toBeUndefined();
    expect(drawn.html).toContain('>Size</label>');
  });

  it("leaves Astro's class off the island's props", async () => {
    const { draw, render } = renderer();
    const props: Props = { label: 'Size', class: 'wide' };
    await render.call({ result: {} }, Labelled, props, {});
    expect(props).not.toHaveProperty('class');
    expect(draw).toHaveBeenCalledTimes(1);
  });
});

describe('islands kept by their props', () => {
  it('draws a marked island once for the same props and id prefix', async () => {
    const { draw, render } = renderer();
    const first = await render.call({ result: {} }, Kept, { label: 'Size' }, {});
    const again = await render.call({ result: {} }, Kept, { label: 'Size' }, {});
    expect(again).toEqual(first);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws it again for other props, or at another place on the page', async () => {
    const { draw, render } = renderer();
    const page = { result: {} };
    const size = await render.call(page, Kept, { label: 'Size' }, {});
    const flavour = await render.call({ result: {} }, Kept, { label: 'Flavor' }, {});
    const second = await render.call(page, Kept, { label: 'Size' }, {});
    expect(draw).toHaveBeenCalledTimes(3);
    expect(flavour.html).toContain('>Flavor</label>');
    expect(second.attrs.prefix).toBe('r1');
    expect(second.html).toContain('_r1R_');
    expect(size.html).toContain('_r0R_');
  });

  it('draws an unmarked island every time', async () => {
    const { draw, render } = renderer();
    await render.call({ result: {} }, Labelled, { label: 'Size' }, {});
    await render.call({ result: {} }, Labelled, { label: 'Size' }, {});
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws every time when the props hold more than JSON says', async () => {
    const { draw, render } = renderer();
    const props = () => ({ label: 'Size', seen: new Map([['a', 1]]) });
    await render.call({ result: {} }, Kept, props(), {});
    await render.call({ result: {} }, Kept, props(), {});
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it(`keeps the last ${KEPT_PER_ISLAND} props of an island`, async () => {
    const { draw, render } = renderer();
    for (let i = 0; i <= KEPT_PER_ISLAND; i += 1) await render.call({ result: {} }, Kept, { label: `#${i}` }, {});
    expect(draw).toHaveBeenCalledTimes(KEPT_PER_ISLAND + 1);
    await render.call({ result: {} }, Kept, { label: `#${KEPT_PER_ISLAND}` }, {});
    expect(draw).toHaveBeenCalledTimes(KEPT_PER_ISLAND + 1);
    await render.call({ result: {} }, Kept, { label: '#0' }, {});
    expect(draw).toHaveBeenCalledTimes(KEPT_PER_ISLAND + 2);
  });
});

describe('islands with slots', () => {
  it("puts Astro's children and named slots where React leaves them alone, and draws them every time", async () => {
    const { draw, render } = renderer();
    const slots = { default: '<p>Donate</p>', 'foot-note': '<small>Thanks</small>' };
    const drawn = await render.call({ result: {} }, Slotted, {}, slots, { hydrate: 'load' });
    expect(drawn.html).toBe(
      '<div><astro-slot><p>Donate</p></astro-slot><astro-slot name="foot-note"><small>Thanks</small></astro-slot></div>',
    );
    await render.call({ result: {} }, Slotted, {}, slots, { hydrate: 'load' });
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('marks the slots of an island that never hydrates as static', async () => {
    const { render } = renderer();
    const drawn = await render.call({ result: {} }, Slotted, {}, { default: '<p>Hi</p>' }, { astroStaticSlot: true });
    expect(drawn.html).toBe('<div><astro-static-slot><p>Hi</p></astro-static-slot></div>');
  });
});

describe('islandPropsKey', () => {
  it('is the props as JSON when they are plain data', () => {
    const props = { zip: '80011', signedIn: false, cart: null, plans: [{ id: 'a', weeks: 2 }], note: undefined };
    expect(islandPropsKey(props)).toBe('{"zip":"80011","signedIn":false,"cart":null,"plans":[{"id":"a","weeks":2}]}');
  });

  it('is null for anything JSON would write as something else', () => {
    for (const value of [
      new Map(),
      new Set([1]),
      new Date(0),
      new URL('https://example.com/'),
      () => 1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      10n,
      Symbol('s'),
      [1, undefined],
      { nested: [new Date(0)] },
      new (class Price {})(),
    ])
      expect(islandPropsKey({ value }), String(value?.constructor?.name ?? typeof value)).toBeNull();
  });

  it('tells apart props that differ in any value', () => {
    expect(islandPropsKey({ a: 1, b: '1' })).not.toBe(islandPropsKey({ a: '1', b: 1 }));
    expect(islandPropsKey({ a: [1, 2] })).not.toBe(islandPropsKey({ a: [2, 1] }));
  });
});

describe('isReactComponent', () => {
  it("is true for React's components of every kind", () => {
    class Counter extends Component {
      override render() {
        return null;
      }
    }
    expect(isReactComponent(Labelled)).toBe(true);
    expect(isReactComponent(Counter)).toBe(true);
    expect(isReactComponent(memo(Labelled))).toBe(true);
    expect(isReactComponent(forwardRef(() => null))).toBe(true);
  });

  it('is false for what is not a component', () => {
    class Widget {
      render() {
        return '';
      }
    }
    for (const value of [Widget, 'div', null, undefined, {}, { $$typeof: 'react.memo' }])
      expect(isReactComponent(value)).toBe(false);
  });
});

describe('sameForSameProps', () => {
  it('marks the component it is given and returns it', () => {
    expect(drawsSameForSameProps(Kept)).toBe(true);
    expect(drawsSameForSameProps(Labelled)).toBe(false);
    expect(drawsSameForSameProps(null)).toBe(false);
  });
});
