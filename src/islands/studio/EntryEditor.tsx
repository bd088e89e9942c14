// The editor of one entry: its form (read off the type's schema), Save draft, Publish, Archive and Preview, what
// happened in words, and the entry's history beside it.
import { useEffect, useRef, useState } from 'react';
import { contentSchemas } from '../../lib/content/types';
import { emptyValue, RICH_TEXT_FIELDS } from '../../lib/studio/fields';
import type { Entry, HistoryItem } from './api';
import EntryActions from './EntryActions';
import EntryIdentity from './EntryIdentity';
import { formatWhen, formatWho, SITE_LABELS, TYPE_LABELS } from './format';
import { FormContext } from './form-context';
import HistoryPanel from './HistoryPanel';
import type { Started } from './SearchReport';
import SchemaField from './SchemaField';
import StatusBadge, { LiveNote } from './StatusBadge';
import { useEntry, type Identity } from './use-entry';

type Props = {
  id: string | null;
  initial: { entry: Entry; history: HistoryItem[] } | null;
  links: readonly string[];
  /** A new entry started from a search (the Searches page): its type, key and term filled in. */
  start?: Started | undefined;
  onBack: () => void;
  onCreated: (id: string) => void;
};

const NEW: Identity = { type: 'announcement', key: '', site: 'ALL' };

/** A new synonym or search redirect for a search: keyed by its words, for every site, the term filled in. */
function startedFrom(start: Started): { identity: Identity; data: Record<string, unknown> } {
  const key =
    start.term
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'search';
  const data = { ...(emptyValue(contentSchemas[start.type]) as Record<string, unknown>), term: start.term };
  return { identity: { type: start.type, key, site: 'ALL' }, data };
}

export default function EntryEditor({ id, initial, links, start, onBack, onCreated }: Props) {
  const started = start ? startedFrom(start) : null;
  const editor = useEntry(initial, started?.identity ?? NEW, started?.data);
  const { loaded, meta, data, errors, load, setAlert } = editor;
  const heading = useRef<HTMLHeadingElement>(null);
  const [opening, setOpening] = useState(id !== null && !initial);

  useEffect(() => {
    if (!id || loaded?.entry.id === id) return;
    setOpening(true);
    load(id)
      .catch(() => setAlert('We could not open this entry. It may have been removed; go back to the list.'))
      .finally(() => setOpening(false));
  }, [id, loaded, load, setAlert]);
  // An entry that opens takes the keyboard to its heading, so a screen reader starts from its name.
  useEffect(() => heading.current?.focus(), [opening]);
  useEffect(() => {
    if (loaded && id === null) onCreated(loaded.entry.id);
  }, [loaded, id, onCreated]);

  const title = loaded ? `${TYPE_LABELS[meta.type]}: ${meta.key}` : opening ? 'Opening entry…' : 'New entry';
  const form = {
    onChange: editor.change,
    errors,
    links,
    linksId: 'studio-links',
    richText: RICH_TEXT_FIELDS[meta.type] ?? [],
  };

  return (
    <div className="studio-editor">
      <p className="studio-back">
        <a href="/admin" onClick={(e) => (e.preventDefault(), onBack())}>
          ← All entries
        </a>
      </p>
      <div className="studio-editor-head">
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {loaded && (
          <p className="studio-editor-meta">
            <StatusBadge status={loaded.entry.status} />
            <span>Version {loaded.entry.version}</span>
            <LiveNote entry={loaded.entry} />
            <span>{SITE_LABELS[loaded.entry.site]}</span>
            <span className="studio-muted">
              Last change <time dateTime={loaded.entry.updatedAt}>{formatWhen(loaded.entry.updatedAt)}</time> by{' '}
              {formatWho(loaded.entry.updatedBy)}
            </span>
          </p>
        )}
      </div>
      <EntryActions editor={editor} />
      {!opening && (
        <div className="studio-editor-body">
          <FormContext.Provider value={form}>
            <form
              id="studio-entry-form"
              className="studio-form"
              noValidate
              aria-label={title}
              onSubmit={(event) => {
                event.preventDefault();
                void editor.save();
              }}
            >
              <p className="studio-muted studio-legend-note">
                Fields marked <span className="studio-required">*</span> are required.
              </p>
              {!loaded && <EntryIdentity meta={meta} errors={errors} onChange={editor.changeMeta} />}
              <SchemaField key={meta.type} name="" schema={contentSchemas[meta.type]} path={[]} value={data} bare />
              <datalist id="studio-links">
                {links.map((link) => (
                  <option key={link} value={link} />
                ))}
              </datalist>
            </form>
          </FormContext.Provider>
          <aside className="studio-side" aria-label="About this entry">
            <HistoryPanel
              history={loaded?.history ?? []}
              entry={loaded?.entry ?? null}
              latest={loaded?.entry.version ?? 0}
              busy={editor.busy}
              dirty={editor.dirty}
              onRevert={editor.revert}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
