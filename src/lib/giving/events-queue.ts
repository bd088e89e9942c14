// The widget's events wait in a queue and go to `/api/giving/events` every 5000 ms (spec 001 §7, §9); when the page
// is hidden (tab switched, page left) what is left goes at once with navigator.sendBeacon, which outlives the page.
import type { GivingEvent } from './types';

export const EVENTS_PATH = '/api/giving/events';

/**
 * Where a beacon posts: sendBeacon cannot set the x-store-id header, so the store id rides in the query, the one
 * place the events call reads it from when the header is missing (API.md, Giving).
 */
export const beaconPath = (storeId: string): string => `${EVENTS_PATH}?storeId=${encodeURIComponent(storeId)}`;
export const EVENT_POLL_MS = 5000;
/** The service takes at most this many events in one post. */
export const MAX_EVENTS_PER_POST = 50;
/** A queue that cannot be sent keeps at most this many events, dropping the oldest. */
export const MAX_QUEUED_EVENTS = 200;

export interface QueueTimers {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export interface EventsQueueOptions {
  /** Posts a batch; true when the service took it. */
  post: (events: GivingEvent[]) => Promise<boolean>;
  /** navigator.sendBeacon, or null where there is none. */
  beacon: ((url: string, body: Blob) => boolean) | null;
  /** The address beacons post to (see beaconPath). */
  beaconUrl?: string;
  /** The page whose hiding sends the rest by beacon: the document, in a browser. */
  page?: PageVisibility | null;
  timers?: QueueTimers;
  intervalMs?: number;
}

export type PageVisibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

const realTimers: QueueTimers = {
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createEventsQueue({
  post,
  beacon,
  beaconUrl = EVENTS_PATH,
  page = null,
  timers = realTimers,
  intervalMs = EVENT_POLL_MS,
}: EventsQueueOptions) {
  let queue: GivingEvent[] = [];
  let handle: unknown = null;
  let sending = false;
  const onVisibility = () => {
    if (page?.visibilityState === 'hidden') flushWithBeacon();
  };

  const keep = (events: GivingEvent[]) => {
    queue = [...events, ...queue].slice(-MAX_QUEUED_EVENTS);
  };

  async function flush(): Promise<void> {
    if (sending) return;
    sending = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_EVENTS_PER_POST);
        queue = queue.slice(batch.length);
        if (!(await post(batch))) {
          keep(batch);
          return;
        }
      }
    } finally {
      sending = false;
    }
  }

  /** Sends what is queued with beacons; what the browser refuses stays queued for the next poll. */
  function flushWithBeacon(): void {
    while (queue.length > 0 && beacon) {
      const batch = queue.slice(0, MAX_EVENTS_PER_POST);
      const blob = new Blob([JSON.stringify(batch)], { type: 'application/json' });
      if (!beacon(beaconUrl, blob)) return;
      queue = queue.slice(batch.length);
    }
  }

  return {
    push(event: GivingEvent): void {
      queue.push(event);
      if (queue.length > MAX_QUEUED_EVENTS) queue.shift();
    },
    pending: (): readonly GivingEvent[] => queue,
    flush,
    /** The page became hidden: what is left goes by beacon. */
    pageHidden: flushWithBeacon,
    /** Polls every interval and listens for the page being hidden. */
    start(): void {
      if (handle !== null) return;
      handle = timers.setInterval(() => void flush(), intervalMs);
      page?.addEventListener('visibilitychange', onVisibility);
    },
    stop(): void {
      if (handle === null) return;
      timers.clearInterval(handle);
      handle = null;
      page?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

export type EventsQueue = ReturnType<typeof createEventsQueue>;
