// An entry's state as a labelled pill: draft, published or archived.
import type { Status } from './api';

const LABELS: Record<Status, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

export default function StatusBadge({ status }: { status: Status }) {
  return <span className={`studio-badge studio-badge--${status}`}>{LABELS[status]}</span>;
}
