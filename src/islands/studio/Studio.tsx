// The content studio (API.md "Content studio"): the entry list, one entry's editor, and the activity log, each at its
// own address (/admin, /admin?entry=ID, /admin?new=1, /admin?view=activity) so reload and Back work.
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import AuditLog from './AuditLog';
import EntryEditor from './EntryEditor';
import EntryList from './EntryList';
import type { Entry, EntrySummary, Filter, HistoryItem } from './api';

export type StudioView = { name: 'list' } | { name: 'entry'; id: string } | { name: 'new' } | { name: 'activity' };

type Props = {
  view: StudioView;
  entries: EntrySummary[];
  entry: { entry: Entry; history: HistoryItem[] } | null;
  links: string[];
};

export function viewFromSearch(search: URLSearchParams): StudioView {
  const id = search.get('entry');
  if (id) return { name: 'entry', id };
  if (search.get('new') === '1') return { name: 'new' };
  if (search.get('view') === 'activity') return { name: 'activity' };
  return { name: 'list' };
}

const addressOf = (view: StudioView) =>
  view.name === 'entry'
    ? `/admin?entry=${encodeURIComponent(view.id)}`
    : view.name === 'new'
      ? '/admin?new=1'
      : view.name === 'activity'
        ? '/admin?view=activity'
        : '/admin';

export default function Studio(props: Props) {
  const [view, setView] = useState(props.view);
  const [filter, setFilter] = useState<Filter>({});
  // What the server rendered is used once; after that each view asks for what is current.
  const [served, setServed] = useState(true);
  // A new editor for each entry opened; a new entry that is saved keeps its editor (and the message that it saved).
  const [session, setSession] = useState(0);

  const go = useCallback((next: StudioView, replace = false) => {
    setServed(false);
    setView(next);
    if (!replace) setSession((n) => n + 1);
    if (replace) history.replaceState(null, '', addressOf(next));
    else history.pushState(null, '', addressOf(next));
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    const back = () => {
      setServed(false);
      setSession((n) => n + 1);
      setView(viewFromSearch(new URLSearchParams(location.search)));
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const created = useCallback((id: string) => go({ name: 'entry', id }, true), [go]);
  const tab = (event: MouseEvent<HTMLAnchorElement>, next: StudioView) => {
    event.preventDefault();
    go(next);
  };
  const onList = view.name !== 'activity';

  return (
    <div className="studio">
      <nav className="studio-tabs" aria-label="Studio">
        <a href="/admin" aria-current={onList ? 'page' : undefined} onClick={(e) => tab(e, { name: 'list' })}>
          Entries
        </a>
        <a
          href="/admin?view=activity"
          aria-current={onList ? undefined : 'page'}
          onClick={(e) => tab(e, { name: 'activity' })}
        >
          Activity
        </a>
      </nav>
      {view.name === 'list' && (
        <EntryList
          initial={served ? props.entries : null}
          filter={filter}
          onFilter={setFilter}
          onOpen={(id) => go({ name: 'entry', id })}
          onNew={() => go({ name: 'new' })}
        />
      )}
      {(view.name === 'entry' || view.name === 'new') && (
        <EntryEditor
          key={session}
          id={view.name === 'entry' ? view.id : null}
          initial={served && view.name === 'entry' ? props.entry : null}
          links={props.links}
          onBack={() => go({ name: 'list' })}
          onCreated={created}
        />
      )}
      {view.name === 'activity' && <AuditLog onOpen={(id) => go({ name: 'entry', id })} />}
    </div>
  );
}
