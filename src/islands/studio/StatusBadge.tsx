// An entry's state as a labelled pill: draft, published or archived; and, when its latest version is a draft or an
// archived one, whether shoppers still see an earlier version.
import { versionBadge } from '../../lib/studio/version-words';
import type { EntrySummary, HistoryItem, Status } from './api';

const LABELS: Record<Status, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

export default function StatusBadge({ status }: { status: Status }) {
  return <span className={`studio-badge studio-badge--${status}`}>{LABELS[status]}</span>;
}

/** One version in the history: published, draft, archived with its entry, or an earlier version replaced since. */
export function VersionBadge({
  item,
  entry,
}: {
  item: Pick<HistoryItem, 'version' | 'status'>;
  entry: Pick<EntrySummary, 'status' | 'liveVersion'>;
}) {
  const badge = versionBadge(item, entry);
  return <span className={`studio-badge studio-badge--${badge.tone}`}>{badge.label}</span>;
}

/** "Version 2 is live" beside a draft whose earlier version shoppers see; nothing when the latest is live. */
export function LiveNote({ entry }: { entry: Pick<EntrySummary, 'status' | 'liveVersion'> }) {
  if (entry.status === 'published') return null;
  return (
    <span className="studio-live-note">
      {entry.liveVersion === null ? 'Not live' : `Version ${entry.liveVersion} is live`}
    </span>
  );
}
