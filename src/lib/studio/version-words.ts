// What the studio says about an entry's versions, so that it is true: a page never published is not "still" seen by
// shoppers, and a version replaced by a later publish is an earlier version, not an archived one.
import type { ContentStatus } from '../db/schema';

export type VersionBadge = { label: string; tone: ContentStatus | 'earlier' };

type EntryState = { status: ContentStatus; liveVersion: number | null };

/**
 * The badge beside one version in the history. Publishing marks the version it replaces as archived in the
 * database; that version is only archived, for the editor, while the entry itself is.
 */
export function versionBadge(item: { version: number; status: ContentStatus }, entry: EntryState): VersionBadge {
  if (item.status === 'published' || item.version === entry.liveVersion)
    return { label: 'Published', tone: 'published' };
  if (item.status === 'draft') return { label: 'Draft', tone: 'draft' };
  if (entry.status === 'archived') return { label: 'Archived', tone: 'archived' };
  return { label: 'Earlier version', tone: 'earlier' };
}

/** The note after a draft is saved: which version, if any, shoppers see meanwhile. */
export function draftSavedMessage(version: number, entry: EntryState): string {
  const saved = `Draft saved as version ${version}.`;
  if (entry.liveVersion !== null) return `${saved} Shoppers still see version ${entry.liveVersion}, the published one.`;
  return `${saved} No version is published: shoppers do not see this entry until you publish it.`;
}
