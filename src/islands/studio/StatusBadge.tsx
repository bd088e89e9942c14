// An entry's state as a labelled pill: draft, published or archived; and, when its latest version is a draft or an
// archived one, whether shoppers still see an earlier version.
import type { EntrySummary, Status } from './api';

const LABELS: Record<Status, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

export default function StatusBadge({ status }: { status: Status }) {
  return <span className={`studio-badge studio-badge--${status}`}>{LABELS[status]}</span>;
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
