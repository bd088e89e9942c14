// What the browser keeps of giving (spec 001 §4 "Tracking"): the tracking id per store id, where the tracked cause
// came from, and which marketing parameters were recorded. No secret lives here: a tracking id only names a visit.
import type { CauseOrigin } from './types';

/** The part of the Web Storage API the widget uses, so tests can hand in a map. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keys = {
  tracking: (storeId: string) => `sg:tracking:${storeId}`,
  origin: (storeId: string) => `sg:cause-origin:${storeId}`,
  params: (trackingId: string) => `sg:marketing:${trackingId}`,
};

const ORIGINS: readonly CauseOrigin[] = ['default', 'searched', 'featured'];

function read(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage full or refused (private mode): the visit just is not resumed next time.
  }
}

export function trackingStorage(store: KeyValueStore | null, storeId: string) {
  return {
    trackingId: () => read(store, keys.tracking(storeId)),
    saveTrackingId: (id: string | null) => write(store, keys.tracking(storeId), id),
    causeOrigin: (): CauseOrigin | null => {
      const value = read(store, keys.origin(storeId));
      return ORIGINS.find((o) => o === value) ?? null;
    },
    saveCauseOrigin: (origin: CauseOrigin | null) => write(store, keys.origin(storeId), origin),
    recordedParams: (trackingId: string) => read(store, keys.params(trackingId)),
    saveRecordedParams: (trackingId: string, signature: string) => write(store, keys.params(trackingId), signature),
  };
}

export type TrackingStorage = ReturnType<typeof trackingStorage>;
