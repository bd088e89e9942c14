import { describe, expect, it } from 'vitest';
import { draftSavedMessage, versionBadge } from '../../src/lib/studio/version-words';

describe('what the studio says about versions', () => {
  it('calls a version replaced by a later publish an earlier version, not archived', () => {
    const entry = { status: 'published' as const, liveVersion: 3 };
    expect(versionBadge({ version: 3, status: 'published' }, entry)).toEqual({ label: 'Published', tone: 'published' });
    expect(versionBadge({ version: 2, status: 'archived' }, entry)).toEqual({
      label: 'Earlier version',
      tone: 'earlier',
    });
    expect(versionBadge({ version: 1, status: 'draft' }, entry)).toEqual({ label: 'Draft', tone: 'draft' });
  });

  it('says archived only while the entry is archived', () => {
    const entry = { status: 'archived' as const, liveVersion: null };
    expect(versionBadge({ version: 2, status: 'archived' }, entry).label).toBe('Archived');
    expect(versionBadge({ version: 1, status: 'archived' }, entry).label).toBe('Archived');
  });

  it('marks the live version as published while a newer draft waits', () => {
    const entry = { status: 'draft' as const, liveVersion: 1 };
    expect(versionBadge({ version: 1, status: 'published' }, entry).label).toBe('Published');
    expect(versionBadge({ version: 2, status: 'draft' }, entry).label).toBe('Draft');
  });

  it('never says shoppers still see a published version when none is published', () => {
    expect(draftSavedMessage(1, { status: 'draft', liveVersion: null })).toBe(
      'Draft saved as version 1. No version is published: shoppers do not see this entry until you publish it.',
    );
    expect(draftSavedMessage(2, { status: 'draft', liveVersion: 1 })).toBe(
      'Draft saved as version 2. Shoppers still see version 1, the published one.',
    );
  });
});
