// Save draft, Publish, Archive and Preview: three different outcomes, said in words after each, with the conflict
// message and a way out of it when someone else saved first.
import { useState } from 'react';
import ConfirmBox from './ConfirmBox';
import { previewPath } from './format';
import type { useEntry } from './use-entry';

type Props = { editor: ReturnType<typeof useEntry> };

export default function EntryActions({ editor }: Props) {
  const { loaded, meta, busy, dirty, status, alert, conflict, data } = editor;
  const live = loaded?.entry.status === 'published';
  const [asking, setAsking] = useState(false);
  const preview = previewPath(meta.type, meta.key);

  return (
    <div className="studio-actions-bar">
      <div className="studio-actions">
        <button type="submit" form="studio-entry-form" className="button secondary" disabled={busy} aria-busy={busy}>
          Save draft
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || (live && !dirty)}
          onClick={() => void editor.publish()}
        >
          Publish
        </button>
        {loaded && preview && (
          <a className="button secondary" href={preview} target="_blank" rel="noopener">
            Preview<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {loaded && loaded.entry.status !== 'archived' && (
          <button
            type="button"
            className="button secondary studio-danger"
            disabled={busy}
            aria-expanded={asking}
            onClick={() => setAsking(true)}
          >
            Archive
          </button>
        )}
        <span className="studio-dirty" aria-live="polite">
          {dirty ? 'Unsaved changes' : loaded ? 'All changes saved' : ''}
        </span>
      </div>
      {asking && loaded && (
        <ConfirmBox
          message={
            loaded.entry.liveVersion === null
              ? `Archive “${meta.key}”? It is not live, and its versions are kept.`
              : `Archive “${meta.key}”? Shoppers stop seeing it within 2 seconds. Its versions are kept, and you can publish it again.`
          }
          confirm="Archive"
          onConfirm={() => {
            setAsking(false);
            void editor.archive();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
      {loaded && preview && dirty && (
        <p className="studio-hint">Preview shows the last saved draft: save to see your changes there.</p>
      )}
      <p className="studio-status" role="status">
        {status}
      </p>
      {alert && (
        <div className="studio-alert" role="alert">
          <p>{alert}</p>
          {conflict && (
            <p className="studio-alert-actions">
              <button
                type="button"
                className="button secondary studio-small"
                onClick={() => void navigator.clipboard?.writeText(JSON.stringify(data, null, 2))}
              >
                Copy my changes
              </button>
              <button type="button" className="button studio-small" onClick={() => void editor.reload()}>
                Reload the entry
              </button>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
