// The shop's paw mark, drawn inline.
import { describe, expect, it } from 'vitest';
import Logo from '../../src/components/Logo.astro';
import { render } from './render';

describe('Logo', () => {
  it('draws the paw mark at the size asked, hidden from screen readers', async () => {
    const html = await render(Logo, { size: 48 });
    expect(html).toContain('width="48" height="48" aria-hidden="true" focusable="false"');
  });
});
