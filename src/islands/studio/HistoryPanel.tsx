// An entry's versions, newest first: which is live, who saved each and when, and a way back to any older one (as a
// new draft: history is never rewritten).
import { useState } from 'react';
import type { EntrySummary, HistoryItem } from './api';
import ConfirmBox from './ConfirmBox';
import { formatWhen, formatWho } from './format';
import { VersionBadge } from './StatusBadge';

type Props = {
  history: HistoryItem[];
  /** The entry's own state, which decides whether an older version is archived or merely earlier. */
  entry: Pick<EntrySummary, 'status' | 'liveVersion'> | null;
  latest: number;
  busy: boolean;
  /** Unsaved changes in the form, which a revert would replace: the editor is asked first. */
  dirty: boolean;
  onRevert: (version: number) => void;
};

export default function HistoryPanel({ history, entry, latest, busy, dirty, onRevert }: Props) {
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <section className="studio-card" aria-labelledby="studio-history-heading">
      <h3 id="studio-history-heading">History</h3>
      {history.length === 0 ? (
        <p className="studio-muted">Not saved yet.</p>
      ) : (
        <ol className="studio-history">
          {history.map((item) => (
            <li key={item.version}>
              <span className="studio-history-line">
                <strong>Version {item.version}</strong>{' '}
                <VersionBadge item={item} entry={entry ?? { status: item.status, liveVersion: null }} />
              </span>
              <span className="studio-muted">
                <time dateTime={item.at}>{formatWhen(item.at)}</time> by {formatWho(item.by)}
              </span>
              {item.version !== latest && (
                <button
                  type="button"
                  className="link-button studio-revert"
                  disabled={busy}
                  onClick={() => (dirty ? setAsking(item.version) : onRevert(item.version))}
                >
                  Revert to this version<span className="visually-hidden"> ({item.version})</span>
                </button>
              )}
              {asking === item.version && (
                <ConfirmBox
                  message={`Your unsaved changes will be replaced by version ${item.version}, as a new draft.`}
                  confirm="Revert"
                  onConfirm={() => {
                    setAsking(null);
                    onRevert(item.version);
                  }}
                  onCancel={() => setAsking(null)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
