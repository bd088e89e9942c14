// The head of a phone drawer (src/lib/site/drawer.ts): its title, and the close button the drawer's script listens to.
import { describe, expect, it } from 'vitest';
import DrawerHead from '../../src/components/DrawerHead.astro';
import { render } from './render';

describe('DrawerHead', () => {
  it('titles the drawer and labels its close button', async () => {
    const html = (await render(DrawerHead, { title: 'Filter', closeLabel: 'Close filters' })).replace(/>\s+</g, '><');
    expect(html).toContain(
      '<p class="drawer-title">Filter</p><button class="drawer-close" type="button" data-drawer-close aria-label="Close filters">',
    );
  });
});
