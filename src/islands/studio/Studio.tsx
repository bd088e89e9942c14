// The content studio (API.md "Content studio"): the entry list, one entry's editor, the image library, the activity
// log, what shoppers search for and customers' reviews, each at its own address (/admin, /admin?entry=ID, /admin?new=1,
// /admin?view=images, /admin?view=activity, /admin?view=searches, /admin?view=reviews&status=…) so reload and Back
// work. A new synonym or search redirect started from a search carries it (/admin?new=1&type=search_synonym&term=…).
import { useCallback, useEffect, useState } from 'react';
import AuditLog from './AuditLog';
import EntryEditor from './EntryEditor';
import EntryList from './EntryList';
import ImageLibrary from './ImageLibrary';
import ReviewQueue from './ReviewQueue';
import { reviewAddress, reviewFilterFrom, type ReviewFilter } from './review-filter';
import SearchReport, { type Started } from './SearchReport';
import { inPlace } from './in-place';
import type { Entry, EntrySummary, Filter, HistoryItem, ReviewCounts, ReviewQueue as Queue } from './api';

export type StudioView =
  | { name: 'list' }
  | { name: 'entry'; id: string }
  | { name: 'new'; start?: Started }
  | { name: 'images' }
  | { name: 'activity' }
  | { name: 'searches' }
  | { name: 'reviews'; filter: ReviewFilter };

const TABS = [
  { view: { name: 'list' }, label: 'Entries', current: ['list', 'entry', 'new'] },
  { view: { name: 'images' }, label: 'Images', current: ['images'] },
  { view: { name: 'activity' }, label: 'Activity', current: ['activity'] },
  { view: { name: 'searches' }, label: 'Searches', current: ['searches'] },
  { view: { name: 'reviews', filter: { status: 'pending', page: 1 } }, label: 'Reviews', current: ['reviews'] },
] as const satisfies readonly { view: StudioView; label: string; current: readonly StudioView['name'][] }[];

type Props = {
  view: StudioView;
  entries: EntrySummary[];
  entry: { entry: Entry; history: HistoryItem[] } | null;
  links: string[];
  /** The site this studio serves, whose searches it reports first. */
  site: 'DTC' | 'HPSF';
  /** The reviews queue as the server listed it, when the studio opens on it. */
  reviews: Queue | null;
  /** How many reviews wait for a decision, shown beside the Reviews tab. */
  pendingReviews: number;
  /** The signed-in editor, named on the decisions they make. */
  editor: string;
};

const STARTED_TYPES: readonly string[] = ['search_synonym', 'search_redirect'] satisfies Started['type'][];

export function viewFromSearch(search: URLSearchParams): StudioView {
  const id = search.get('entry');
  if (id) return { name: 'entry', id };
  if (search.get('new') === '1') {
    const type = search.get('type') ?? '';
    const term = search.get('term')?.slice(0, 60) ?? '';
    return STARTED_TYPES.includes(type) && term
      ? { name: 'new', start: { type: type as Started['type'], term } }
      : { name: 'new' };
  }
  const named = search.get('view');
  if (named === 'activity' || named === 'images' || named === 'searches') return { name: named };
  if (named === 'reviews') return { name: named, filter: reviewFilterFrom(search) };
  return { name: 'list' };
}

function addressOf(view: StudioView): string {
  switch (view.name) {
    case 'entry':
      return `/admin?entry=${encodeURIComponent(view.id)}`;
    case 'new':
      return view.start
        ? `/admin?${new URLSearchParams({ new: '1', type: view.start.type, term: view.start.term })}`
        : '/admin?new=1';
    case 'images':
    case 'activity':
    case 'searches':
      return `/admin?view=${view.name}`;
    case 'reviews':
      return reviewAddress(view.filter);
    case 'list':
      return '/admin';
  }
}

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
  const [pending, setPending] = useState(props.pendingReviews);
  const counted = useCallback((counts: ReviewCounts) => setPending(counts.pending), []);
  // A filter of the queue replaces the address rather than adding to the history: Back leaves the queue.
  const refilter = useCallback((filter: ReviewFilter) => {
    setView({ name: 'reviews', filter });
    history.replaceState(null, '', reviewAddress(filter));
  }, []);

  return (
    <div className="studio">
      <nav className="studio-tabs" aria-label="Studio">
        {TABS.map((tab) => (
          <a
            key={tab.label}
            href={addressOf(tab.view)}
            aria-current={(tab.current as readonly string[]).includes(view.name) ? 'page' : undefined}
            onClick={inPlace(() => go(tab.view))}
          >
            {tab.label}
            {tab.label === 'Reviews' && pending > 0 && ' '}
            {tab.label === 'Reviews' && pending > 0 && (
              <span className="studio-tab-count">
                {pending.toLocaleString('en-US')}
                <span className="visually-hidden"> pending</span>
              </span>
            )}
          </a>
        ))}
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
          start={view.name === 'new' ? view.start : undefined}
          links={props.links}
          onBack={() => go({ name: 'list' })}
          onCreated={created}
        />
      )}
      {view.name === 'images' && <ImageLibrary />}
      {view.name === 'activity' && <AuditLog onOpen={(id) => go({ name: 'entry', id })} />}
      {view.name === 'searches' && (
        <SearchReport
          site={props.site}
          onStart={(start) => go({ name: 'new', start })}
          startHref={(start) => addressOf({ name: 'new', start })}
        />
      )}
      {view.name === 'reviews' && (
        <ReviewQueue
          initial={served ? props.reviews : null}
          filter={view.filter}
          onFilter={refilter}
          editor={props.editor}
          onCounts={counted}
        />
      )}
    </div>
  );
}
