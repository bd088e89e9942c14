// The entries, filtered by type, status and site and searched by words; each opens in the editor.
import { useEffect, useRef, useState } from 'react';
import { CONTENT_TYPES, type ContentType } from '../../lib/content/types';
import { listEntries, studioMessage, type EntrySummary, type Filter, type Site, type Status } from './api';
import { formatWhen, formatWho, SITE_LABELS, TYPE_LABELS } from './format';
import StatusBadge, { LiveNote } from './StatusBadge';
import { inPlace } from './in-place';

type Props = {
  /** The entries as the server listed them for `filter`, or null when they must be asked for. */
  initial: EntrySummary[] | null;
  filter: Filter;
  onFilter: (filter: Filter) => void;
  onOpen: (id: string) => void;
  onNew: () => void;
};

const STATUSES: Status[] = ['draft', 'published', 'archived'];
const SITES: Site[] = ['ALL', 'DTC', 'HPSF'];

export default function EntryList({ initial, filter, onFilter, onOpen, onNew }: Props) {
  const [entries, setEntries] = useState(initial ?? []);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(initial === null);
  const skip = useRef(initial !== null);

  useEffect(() => {
    // What the server rendered is current until a filter changes; typing waits for a pause before asking.
    if (skip.current) {
      skip.current = false;
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const found = await listEntries({ ...filter, q: filter.q?.trim() || undefined });
        if (current) {
          setEntries(found);
          setError(null);
        }
      } catch (caught) {
        if (current) setError(studioMessage(caught));
      } finally {
        if (current) setLoading(false);
      }
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [filter]);

  const set = (change: Partial<Filter>) => onFilter({ ...filter, ...change });

  return (
    <section className="studio-panel" aria-labelledby="studio-entries-heading">
      <div className="studio-panel-head">
        <h2 id="studio-entries-heading">Entries</h2>
        {/* A link, so it works before the island has started (the server renders /admin?new=1 too). */}
        <a href="/admin?new=1" className="button" onClick={inPlace(onNew)}>
          New entry
        </a>
      </div>
      <form className="studio-filters" role="search" aria-label="Entries" onSubmit={(e) => e.preventDefault()}>
        <p className="studio-field studio-filter-search">
          <label htmlFor="studio-q">Search</label>
          <input
            id="studio-q"
            type="search"
            placeholder="Key or text"
            value={filter.q ?? ''}
            onChange={(e) => set({ q: e.target.value })}
          />
        </p>
        <p className="studio-field">
          <label htmlFor="studio-type">Type</label>
          <select
            id="studio-type"
            value={filter.type ?? ''}
            onChange={(e) => set({ type: (e.target.value || undefined) as ContentType | undefined })}
          >
            <option value="">All types</option>
            {CONTENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </p>
        <p className="studio-field">
          <label htmlFor="studio-status">Status</label>
          <select
            id="studio-status"
            value={filter.status ?? ''}
            onChange={(e) => set({ status: (e.target.value || undefined) as Status | undefined })}
          >
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </p>
        <p className="studio-field">
          <label htmlFor="studio-site">Site</label>
          <select
            id="studio-site"
            value={filter.site ?? ''}
            onChange={(e) => set({ site: (e.target.value || undefined) as Site | undefined })}
          >
            <option value="">Any site</option>
            {SITES.map((s) => (
              <option key={s} value={s}>
                {SITE_LABELS[s]}
              </option>
            ))}
          </select>
        </p>
      </form>
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      <p className="studio-count" role="status" aria-busy={loading}>
        {loading ? 'Loading entries…' : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
      </p>
      {entries.length > 0 && (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Entry</th>
              <th scope="col">Type</th>
              <th scope="col">Site</th>
              <th scope="col">Status</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" data-label="Entry">
                  <a href={`/admin?entry=${encodeURIComponent(entry.id)}`} onClick={inPlace(() => onOpen(entry.id))}>
                    {entry.key}
                  </a>
                </th>
                <td data-label="Type">{TYPE_LABELS[entry.type]}</td>
                <td data-label="Site">{SITE_LABELS[entry.site]}</td>
                <td data-label="Status">
                  <StatusBadge status={entry.status} /> <span className="studio-muted">v{entry.version}</span>{' '}
                  <LiveNote entry={entry} />
                </td>
                <td data-label="Last change">
                  <time dateTime={entry.updatedAt}>{formatWhen(entry.updatedAt)}</time>
                  <span className="studio-muted"> by {formatWho(entry.updatedBy)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
