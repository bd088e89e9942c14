// What editors did in the studio, newest first (list-audit): who, when, what, on which entry, between which versions.
import { useEffect, useState } from 'react';
import { listAudit, studioMessage, type AuditEvent } from './api';
import { formatWhen } from './format';
import { inPlace } from './in-place';

const ACTIONS: Record<AuditEvent['action'], string> = {
  create: 'Created',
  save: 'Saved a draft',
  publish: 'Published',
  archive: 'Archived',
  revert: 'Reverted',
  upload: 'Uploaded an image',
};

const versions = (e: AuditEvent) =>
  e.fromVersion === null && e.toVersion === null
    ? ''
    : `${e.fromVersion === null ? '—' : `v${e.fromVersion}`} → ${e.toVersion === null ? '—' : `v${e.toVersion}`}`;

export default function AuditLog({ onOpen }: { onOpen: (id: string) => void }) {
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    listAudit()
      .then((found) => current && setEvents(found))
      .catch((caught: unknown) => current && setError(studioMessage(caught)));
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="studio-panel" aria-labelledby="studio-audit-heading">
      <div className="studio-panel-head">
        <h2 id="studio-audit-heading">Activity</h2>
      </div>
      <p className="studio-count" role="status" aria-busy={events === null && !error}>
        {events === null
          ? error
            ? ''
            : 'Loading activity…'
          : `The last ${events.length === 1 ? 'studio action' : `${events.length} studio actions, newest first`}`}
      </p>
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      {events && events.length > 0 && (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Entry</th>
              <th scope="col">Versions</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e, i) => (
              <tr key={`${e.at}-${e.entryId}-${i}`}>
                <td data-label="When">
                  <time dateTime={e.at}>{formatWhen(e.at)}</time>
                </td>
                <td data-label="Who">{e.by}</td>
                <td data-label="Action">{ACTIONS[e.action]}</td>
                <td data-label="Entry">
                  {e.type === 'image' ? (
                    <a href={`/cms/${encodeURIComponent(e.entryId)}`}>{e.key}</a>
                  ) : (
                    <a
                      href={`/admin?entry=${encodeURIComponent(e.entryId)}`}
                      onClick={inPlace(() => onOpen(e.entryId))}
                    >
                      {e.key}
                    </a>
                  )}{' '}
                  <span className="studio-muted">({e.type})</span>
                </td>
                <td data-label="Versions">{versions(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
