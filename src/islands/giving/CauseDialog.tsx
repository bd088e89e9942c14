// The cause dialog: the store's featured causes and portfolios, and a charity search when the store allows it. A modal
// <dialog>: focus stays inside, Escape closes it, and focus goes back to the button that opened it.
import { useEffect, useId, useRef, useState } from 'react';
import type { CharityPage, CharitySearch as SearchQuery, GivingClient } from '../../lib/giving/client';
import { GIVING_EVENT_TYPES, type GivingEventType } from '../../lib/giving/widget-events';
import type { Cause, CauseOrigin } from '../../lib/giving/types';
import type { WidgetView } from '../../lib/giving/widget-session';
import CauseList from './CauseList';
import CharitySearch from './CharitySearch';

type Props = {
  view: WidgetView;
  client: GivingClient | null;
  onChoose: (cause: Cause, origin: CauseOrigin) => Promise<void>;
  /** Takes back the shopper's own choice (spec 001 §4 "clear cause"). */
  onClear: () => Promise<void>;
  search: (query: SearchQuery) => Promise<CharityPage>;
  onClose: () => void;
  emit: (type: GivingEventType, payload?: Record<string, unknown>) => void;
};

export default function CauseDialog({ view, client, onChoose, onClear, search, onClose, emit }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const selectedId = view.selected?.id ?? null;
  // Only a cause the shopper chose (or a link gave) can be taken back; the store's default is no one's choice.
  const clearable = view.selected !== null && view.origin !== 'default';

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  /** Choosing or clearing: busy while the shop answers, then the dialog closes. */
  async function answer(change: () => Promise<void>) {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
    dialog.current?.close();
  }
  const choose = (cause: Cause, origin: CauseOrigin) => answer(() => onChoose(cause, origin));

  return (
    <dialog ref={dialog} className="cause-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="cause-dialog__head">
        <h2 id={`${id}-title`}>Choose a cause</h2>
        <button
          type="button"
          className="cause-dialog__close"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="cause-dialog__body">
        <p className="cause-dialog__intro">
          Pick who receives the donation from your purchase. It costs you nothing extra.
        </p>
        {clearable && (
          <p className="cause-dialog__current">
            Your purchases give to <strong>{view.selected?.name}</strong>.{' '}
            <button type="button" className="link-button" disabled={busy} onClick={() => void answer(onClear)}>
              {view.config.defaultCauseId ? 'Go back to the shop’s cause' : 'Clear my choice'}
            </button>
          </p>
        )}
        {view.featured.length > 0 && (
          <section aria-labelledby={`${id}-featured`}>
            <h3 id={`${id}-featured`}>Featured causes</h3>
            <CauseList
              causes={view.featured}
              selectedId={selectedId}
              busy={busy}
              client={client}
              onChoose={(c) => void choose(c, 'featured')}
            />
          </section>
        )}
        {view.config.searchEnabled && (
          <CharitySearch
            client={client}
            find={search}
            selectedId={selectedId}
            busy={busy}
            onChoose={(c) => void choose(c, 'searched')}
            onSearched={(query) => emit(GIVING_EVENT_TYPES.searched, query)}
          />
        )}
      </div>
    </dialog>
  );
}
