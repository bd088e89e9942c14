// The studio's pure rules (issue: content studio; API.md "Content studio").
import { describe, expect, it } from 'vitest';
import type { ContentType } from '../../src/lib/content/types';
import {
  auditVersions,
  cacheKeysFor,
  checkEntryData,
  isStale,
  keyProblem,
  matchesSearch,
  siteProblem,
} from '../../src/lib/studio/rules';
import { auditEventFromRow, entryFromRow, historyItemFromRow } from '../../src/lib/studio/rows';
import { StoredDataError } from '../../src/lib/db/json-column';

describe('checking entry data (issue: content studio)', () => {
  it('accepts data that fits its type and fills in the read side’s defaults', () => {
    expect(checkEntryData('sitewide_banner', { text: 'Sale' })).toEqual({
      ok: true,
      data: { text: 'Sale', tone: 'info' },
    });
  });

  it('answers issues whose paths lead into data', () => {
    const checked = checkEntryData('no_results_suggestions', {
      headline: 'Try these',
      suggestions: [{ label: 'Dog', url: '/dog' }, { url: '/cat' }],
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues.map((i) => i.path)).toEqual([['data', 'suggestions', 1, 'label']]);
  });

  it('refuses data that is not an object at all, at the path ["data"]', () => {
    const checked = checkEntryData('announcement', 'Free shipping');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues[0]?.path).toEqual(['data']);
  });

  it('stores a page body already sanitised (spec 001 §5): scripts, handlers, javascript: links and frames go', () => {
    const body =
      '<p>Hi</p><script>alert(1)</script><img src="/cms/a.png" alt="A" onerror="steal()">' +
      '<a href="javascript:alert(1)">bad</a><a href="/faq" target="_blank">FAQ</a><iframe src="https://evil.example"></iframe>';
    const checked = checkEntryData('page', { title: 'T', body });
    expect(checked).toEqual({
      ok: true,
      data: {
        title: 'T',
        description: '',
        body: '<p>Hi</p><img src="/cms/a.png" alt="A" /><a>bad</a><a href="/faq" target="_blank" rel="noopener noreferrer">FAQ</a>',
      },
    });
  });

  it('sanitises the rich text beside the image of a two-column section too (spec 001 §5)', () => {
    const checked = checkEntryData('two_column_section', {
      headline: 'Why vets choose us',
      body: '<p onclick="steal()">Made by <strong>vets</strong></p><script>alert(1)</script><a href="javascript:x()">go</a>',
      image: { id: 'home-two-column.png', alt: 'A vet with a dog' },
    });
    expect(checked.ok && checked.data.body).toBe('<p>Made by <strong>vets</strong></p><a>go</a>');
  });

  it('refuses javascript:, data: and //host in every link field an editor sets, with the path to it', () => {
    const bad = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>x</script>',
      '//evil.example',
      '/\\evil.example',
      ' javascript:x',
    ];
    const cases: [ContentType, (url: string) => unknown, (string | number)[]][] = [
      ['announcement', (url) => ({ text: 'Sale', url }), ['url']],
      ['sitewide_banner', (url) => ({ text: 'Sale', url }), ['url']],
      [
        'navigation',
        (url) => ({ title: 'Main', items: [{ label: 'Dog', url: '/dog', children: [{ label: 'X', url }] }] }),
        ['items', 0, 'children', 0, 'url'],
      ],
      [
        'no_results_suggestions',
        (url) => ({ headline: 'Try', suggestions: [{ label: 'Dog', url }] }),
        ['suggestions', 0, 'url'],
      ],
      ['highlight_content_block', (url) => ({ headline: 'Hi', ctas: [{ text: 'Go', url }] }), ['ctas', 0, 'url']],
      ['goodness_box_badge', (url) => ({ text: 'Vet recommended', url }), ['url']],
    ];
    for (const [type, data, path] of cases)
      for (const url of bad) {
        const checked = checkEntryData(type, data(url));
        expect(checked.ok, `${type} ${url}`).toBe(false);
        if (!checked.ok) expect(checked.issues[0]?.path, `${type} ${url}`).toEqual(['data', ...path]);
      }
    expect(checkEntryData('announcement', { text: 'Sale', url: 'https://example.com/sale' }).ok).toBe(true);
    expect(checkEntryData('announcement', { text: 'Sale', url: '/sale' }).ok).toBe(true);
  });

  it('leaves text fields of other types as they are (they are never shown as HTML)', () => {
    expect(checkEntryData('announcement', { text: 'Save <b>5%</b>' })).toEqual({
      ok: true,
      data: { text: 'Save <b>5%</b>' },
    });
  });
});

describe('entry keys (issue: content studio)', () => {
  it('takes a page key as the page’s address: lowercase letters, digits and dashes', () => {
    expect(keyProblem('page', 'summer-sale-2025')).toBeNull();
    expect(keyProblem('page', 'Summer Sale')).not.toBeNull();
    expect(keyProblem('page', '../etc')).not.toBeNull();
  });

  it('takes other keys as stable names', () => {
    expect(keyProblem('global', 'site_404_title')).toBeNull();
    expect(keyProblem('navigation', 'main')).toBeNull();
    expect(keyProblem('redirect', 'dog-food')).toBeNull();
    expect(keyProblem('redirect', 'products-old-kibble-2')).toBeNull();
    expect(keyProblem('announcement', '')).not.toBeNull();
    expect(keyProblem('announcement', 'with space')).not.toBeNull();
  });
});

describe('optimistic concurrency (issue: content studio)', () => {
  it('lets only the latest version be saved over or published', () => {
    expect(isStale(3, 3)).toBe(false);
    expect(isStale(2, 3)).toBe(true);
    expect(isStale(4, 3)).toBe(true);
  });
});

describe('cache keys of an entry (issue: content studio)', () => {
  it('names both sites for an entry of all sites, one for a site’s own entry', () => {
    expect(cacheKeysFor('announcement', 'ALL')).toEqual(['content:announcement:DTC', 'content:announcement:HPSF']);
    expect(cacheKeysFor('page', 'HPSF')).toEqual(['content:page:HPSF']);
  });

  it('adds the whole redirects table for a redirect: the navigation guard reads it, not the content cache', () => {
    expect(cacheKeysFor('redirect', 'ALL')).toEqual(['content:redirect:DTC', 'content:redirect:HPSF', 'redirects']);
  });

  it('drops the site’s deal SKUs under their content keys, from which each site’s catalogue is worked out again', () => {
    expect(cacheKeysFor('skus_with_deal', 'DTC')).toEqual(['content:skus_with_deal:DTC']);
    expect(cacheKeysFor('skus_with_deal', 'ALL')).toEqual([
      'content:skus_with_deal:DTC',
      'content:skus_with_deal:HPSF',
    ]);
  });
});

describe('the sites of an entry (issue: content studio)', () => {
  it('keeps a redirect for all sites, which share one redirects table', () => {
    expect(siteProblem('redirect', 'ALL')).toBeNull();
    expect(siteProblem('redirect', 'DTC')).toMatch(/must be ALL/);
    expect(siteProblem('skus_with_deal', 'HPSF')).toBeNull();
    expect(siteProblem('announcement', 'DTC')).toBeNull();
  });
});

describe('deal SKUs as editors list them (spec 000 §3 Badge tags: deal)', () => {
  it('takes SKUs, each once, with the message on the repeated one', () => {
    expect(checkEntryData('skus_with_deal', { skus: [{ sku: '10007' }, { sku: '10014' }] }).ok).toBe(true);
    expect(checkEntryData('skus_with_deal', { skus: [{ sku: '10007' }, { sku: '10007' }] })).toEqual({
      ok: false,
      issues: [{ path: ['data', 'skus', 1, 'sku'], message: 'is listed already' }],
    });
    expect(checkEntryData('skus_with_deal', { skus: [{ sku: 'not a sku' }] })).toEqual({
      ok: false,
      issues: [{ path: ['data', 'skus', 0, 'sku'], message: 'must be a SKU such as 10007' }],
    });
  });
});

describe('searching entries (issue: content studio)', () => {
  const data = { title: 'Shipping', body: '<p>Free <strong>2-5 day</strong> delivery</p>', items: [{ n: 49 }] };

  it('matches the key or any text of the data, ignoring case', () => {
    expect(matchesSearch('SHIPPING', 'faq', data)).toBe(true);
    expect(matchesSearch('faq', 'faq', data)).toBe(true);
    expect(matchesSearch('delivery', 'x', data)).toBe(true);
    expect(matchesSearch('49', 'x', data)).toBe(true);
  });

  it('needs every word, and does not match the markup of rich text', () => {
    expect(matchesSearch('free delivery', 'x', data)).toBe(true);
    expect(matchesSearch('free pickup', 'x', data)).toBe(false);
    expect(matchesSearch('strong', 'x', data)).toBe(false);
  });

  it('matches everything when the search is blank', () => {
    expect(matchesSearch('   ', 'x', {})).toBe(true);
  });
});

describe('audit events (issue: content studio)', () => {
  it('records the versions an action moves between', () => {
    expect(auditVersions('create', { latest: null, live: null }, 1)).toEqual({ fromVersion: null, toVersion: 1 });
    expect(auditVersions('save', { latest: 3, live: 2 }, 4)).toEqual({ fromVersion: 3, toVersion: 4 });
    expect(auditVersions('publish', { latest: 4, live: 2 }, 4)).toEqual({ fromVersion: 2, toVersion: 4 });
    expect(auditVersions('archive', { latest: 4, live: 4 }, null)).toEqual({ fromVersion: 4, toVersion: null });
    expect(auditVersions('archive', { latest: 1, live: null }, null)).toEqual({ fromVersion: 1, toVersion: null });
    expect(auditVersions('revert', { latest: 4, live: 2 }, 5)).toEqual({ fromVersion: 4, toVersion: 5 });
  });

  it('reads an audit row as the studio shows it', () => {
    expect(
      auditEventFromRow({
        at: '2025-05-01T10:00:00.000Z',
        editor_id: 'u1',
        editor_email: 'editor@example.com',
        action: 'publish',
        entry_id: 'e1',
        entry_type: 'page',
        entry_key: 'faq',
        from_version: 1,
        to_version: 2,
      }),
    ).toEqual({
      at: '2025-05-01T10:00:00.000Z',
      by: 'editor@example.com',
      action: 'publish',
      entryId: 'e1',
      type: 'page',
      key: 'faq',
      fromVersion: 1,
      toVersion: 2,
    });
  });

  it('refuses a stored action it does not know', () => {
    const row = {
      at: 'x',
      editor_id: 'u1',
      editor_email: 'e',
      action: 'delete',
      entry_id: 'e1',
      entry_type: 'page',
      entry_key: 'faq',
      from_version: null,
      to_version: null,
    };
    expect(() => auditEventFromRow(row)).toThrow(StoredDataError);
  });
});

describe('entry rows (issue: content studio)', () => {
  const row = {
    id: 'e1',
    type: 'announcement',
    key: 'sale',
    site: 'DTC' as const,
    status: 'published' as const,
    version: 3,
    data: '{"text":"Live"}',
    updated_at: '2025-05-01T10:00:00.000Z',
    updated_by: 'editor@example.com',
    latest_status: 'draft' as const,
    latest_data: '{"text":"Next"}',
    live_version: 2,
  };

  it('shows the latest version’s data and status, not the live row’s, and which version shoppers see', () => {
    expect(entryFromRow(row)).toEqual({
      id: 'e1',
      type: 'announcement',
      key: 'sale',
      site: 'DTC',
      status: 'draft',
      version: 3,
      liveVersion: 2,
      data: { text: 'Next' },
      updatedAt: '2025-05-01T10:00:00.000Z',
      updatedBy: 'editor@example.com',
    });
  });

  it('shows a row written outside the studio as it stands', () => {
    expect(entryFromRow({ ...row, latest_status: null, latest_data: null, live_version: null })).toMatchObject({
      status: 'published',
      liveVersion: 3,
      data: { text: 'Live' },
    });
  });

  it('has no live version for a draft never published, nor for an archived entry', () => {
    const draft = { ...row, status: 'draft' as const, live_version: null };
    expect(entryFromRow(draft).liveVersion).toBeNull();
    const archived = { ...row, status: 'archived' as const, latest_status: 'archived' as const, live_version: null };
    expect(entryFromRow(archived).liveVersion).toBeNull();
  });

  it('reads a version of the history', () => {
    expect(historyItemFromRow({ version: 2, status: 'archived', created_at: 't', editor_email: null })).toEqual({
      version: 2,
      status: 'archived',
      at: 't',
      by: null,
    });
  });
});
