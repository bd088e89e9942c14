// The widget's session in the browser: starts the lifecycle once (spec 001 §4), works the donation out again when the
// placement changes (a cart line), and lets the shopper choose a cause. Errors go to the console, never to the shopper.
import { useCallback, useEffect, useRef, useState } from 'react';
import { givingClient, type CharitySearch } from '../../lib/giving/client';
import { GivingErrors, SDK_ERRORS, ShoppingGivesSDKError } from '../../lib/giving/errors';
import { givingEvent, type GivingEventType } from '../../lib/giving/widget-events';
import { beaconPath, createEventsQueue } from '../../lib/giving/events-queue';
import { trackingStorage } from '../../lib/giving/tracking-storage';
import type { Cause, CauseOrigin } from '../../lib/giving/types';
import {
  chooseCause,
  clearCause,
  eventPoster,
  startWidget,
  step,
  updateWidget,
  type Placement,
  type SessionDeps,
  type WidgetView,
} from '../../lib/giving/widget-session';
import { browserDetails, browserStorage, pageSegmentSources } from './browser-parts';

export type WidgetStatus = 'loading' | 'hidden' | 'shown';

function sessionParts(storeId: string, site: string) {
  const errors = new GivingErrors();
  const client = givingClient(storeId, errors);
  const beacon = typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : null;
  const queue = createEventsQueue({
    post: eventPoster(client, errors),
    beacon,
    beaconUrl: beaconPath(storeId),
    page: document,
  });
  const emit = (type: GivingEventType, payload: Record<string, unknown>, trackingId: string | null) => {
    try {
      const context = { storeId, trackingId, customerId: null, email: null, browser: browserDetails() };
      queue.push(givingEvent(type, payload, context, new Date()));
    } catch (cause) {
      errors.emit(new ShoppingGivesSDKError(SDK_ERRORS.emitEvent, { cause }));
    }
  };
  const deps: SessionDeps = {
    client,
    errors,
    storage: trackingStorage(browserStorage(), storeId),
    segmentSources: pageSegmentSources(),
    site,
    emit,
  };
  return { deps, errors, queue, client };
}

export function useGivingSession(storeId: string, site: string, placement: Placement | null) {
  // Made once, in the browser only: the server renders the loading card.
  const [parts] = useState(() => (typeof window === 'undefined' ? null : sessionParts(storeId, site)));
  const [view, setView] = useState<WidgetView | null>(null);
  const [status, setStatus] = useState<WidgetStatus>('loading');
  const last = useRef<WidgetView | null>(null);
  const started = useRef(false);
  const placementKey = placement ? JSON.stringify(placement) : null;
  const current = useRef(placement);
  current.current = placement;

  const show = useCallback((next: WidgetView | null) => {
    if (next) last.current = next;
    setView(next);
    setStatus(next ? 'shown' : 'hidden');
  }, []);

  useEffect(() => {
    if (!parts) return;
    const stop = parts.errors.listen((error) => console.error(error.name, error.message, error.cause ?? ''));
    parts.queue.start();
    return () => {
      parts.queue.stop();
      void parts.queue.flush();
      stop();
    };
  }, [parts]);

  useEffect(() => {
    const at = current.current;
    if (!parts) return;
    if (!at) {
      if (!started.current) setStatus('hidden');
      return;
    }
    let live = true;
    const run = async () => {
      const base = last.current;
      if (!started.current) {
        started.current = true;
        return startWidget(parts.deps, at, new URLSearchParams(window.location.search));
      }
      return base ? updateWidget(parts.deps, base, at) : null;
    };
    run()
      .then((next) => live && show(next))
      .catch((error: unknown) => {
        console.error(error);
        if (live) show(null);
      });
    return () => {
      live = false;
    };
  }, [parts, placementKey, show]);

  const choose = useCallback(
    async (cause: Cause, origin: CauseOrigin) => {
      const base = last.current;
      const at = current.current;
      if (!base || !at || !parts) return;
      show(await chooseCause(parts.deps, base, cause, origin, at));
    },
    [parts, show],
  );

  const clear = useCallback(async () => {
    const base = last.current;
    const at = current.current;
    if (!base || !at || !parts) return;
    show(await clearCause(parts.deps, base, at));
  }, [parts, show]);

  /** The charity search of the cause dialog; a failure is "Error getting charities" and no results. */
  const search = useCallback(
    async (query: CharitySearch) => {
      const none = { results: [], total: 0 };
      return parts ? step(parts.deps, SDK_ERRORS.charities, none, () => parts.client.searchCharities(query)) : none;
    },
    [parts],
  );

  const emit = useCallback(
    (type: GivingEventType, payload: Record<string, unknown> = {}) =>
      parts?.deps.emit(type, payload, last.current?.trackingId ?? null),
    [parts],
  );

  return { status, view, choose, clear, search, emit, client: parts?.client ?? null };
}
