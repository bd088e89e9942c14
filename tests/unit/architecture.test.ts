// docs/architecture.md, the linter's domain order and the folders of src/lib must tell the same story.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ORDER } from '../../scripts/domain-order.mjs';

const documented = () =>
  [...readFileSync('docs/architecture.md', 'utf8').matchAll(/^\| (\d+) +\| `([a-z-]+)` +\|/gm)].map((m) => ({
    rank: Number(m[1]),
    domain: m[2],
  }));

describe('the domain order', () => {
  it('names every folder of src/lib once', () => {
    const folders = readdirSync('src/lib', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...DOMAIN_ORDER].sort()).toEqual(folders);
  });

  it('is the order docs/architecture.md shows, bottom to top', () => {
    const rows = documented();
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.domain)).toEqual(DOMAIN_ORDER);
  });
});
