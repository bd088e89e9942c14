import { describe, expect, it, vi } from 'vitest';
import {
  browserOf,
  deviceOf,
  GIVING_EVENT_TYPES,
  givingEvent,
  type EventContext,
} from '../../src/lib/giving/widget-events';
import { beaconPath, createEventsQueue, EVENTS_PATH, type PageVisibility } from '../../src/lib/giving/events-queue';
import type { GivingEvent } from '../../src/lib/giving/types';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const context: EventContext = {
  storeId: '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87',
  trackingId: 't1',
  customerId: null,
  email: null,
  browser: { userAgent: CHROME_ANDROID, url: 'http://shop/cart', referrer: '', platform: 'Linux' },
};
const event = (n: number): GivingEvent =>
  givingEvent(GIVING_EVENT_TYPES.ready, { n }, context, new Date(Date.UTC(2025, 0, 1, 0, 0, n)));

function fakeTimers() {
  const runs: (() => void)[] = [];
  return {
    runs,
    intervals: [] as number[],
    setInterval(run: () => void, ms: number) {
      runs.push(run);
      this.intervals.push(ms);
      return runs.length;
    },
    clearInterval: vi.fn(),
    tick: () => runs.forEach((run) => run()),
  };
}

function fakePage(): PageVisibility & { hide: () => void } {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    hide() {
      page.visibilityState = 'hidden';
      listeners.forEach((l) => l());
    },
  };
  return page as unknown as PageVisibility & { hide: () => void };
}

describe('giving analytics events (spec 001 §3)', () => {
  it('carries every field of §3 at schema version 0.1.15', () => {
    expect(event(1)).toEqual({
      timeStamp: '2025-01-01T00:00:01.000Z',
      type: 'WidgetReady',
      version: '0.1.15',
      payload: { n: 1 },
      clientProperties: {
        userAgent: CHROME_ANDROID,
        url: 'http://shop/cart',
        device: 'mobile',
        browser: 'Chrome',
        platform: 'Linux',
        referrer: '',
      },
      storeId: context.storeId,
      trackingId: 't1',
      metadata: {},
      customerId: null,
      email: null,
    });
  });

  it('tells the device and browser from the user agent', () => {
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1')).toBe('tablet');
    expect(browserOf('Mozilla/5.0 Firefox/128.0')).toBe('Firefox');
    expect(browserOf('Mozilla/5.0 Chrome/126.0 Safari/537.36 Edg/126.0')).toBe('Edge');
  });
});

describe('the events queue (spec 001 §7, §9: every 5000 ms, by beacon when the page is hidden)', () => {
  it('posts what is queued every 5000 ms, in one batch', async () => {
    const post = vi.fn(async () => true);
    const timers = fakeTimers();
    const queue = createEventsQueue({ post, beacon: null, timers });
    queue.start();
    expect(timers.intervals).toEqual([5000]);
    queue.push(event(1));
    queue.push(event(2));
    timers.tick();
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith([event(1), event(2)]);
    expect(queue.pending()).toEqual([]);
    timers.tick();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps a batch the service refused for the next poll, ahead of newer events', async () => {
    const post = vi.fn(async () => false);
    const queue = createEventsQueue({ post, beacon: null, timers: fakeTimers() });
    queue.push(event(1));
    await queue.flush();
    queue.push(event(2));
    expect(queue.pending()).toEqual([event(1), event(2)]);
  });

  it('sends the rest with sendBeacon as a JSON Blob when the page becomes hidden', async () => {
    const sent: { url: string; body: Blob }[] = [];
    const page = fakePage();
    const beacon = (url: string, body: Blob) => sent.push({ url, body }) > 0;
    const beaconUrl = beaconPath('5f0c9e6b2d8a4c71b3e9a0d4c6f21e87');
    const queue = createEventsQueue({ post: async () => true, beacon, beaconUrl, page, timers: fakeTimers() });
    queue.start();
    queue.push(event(3));
    page.hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${EVENTS_PATH}?storeId=5f0c9e6b2d8a4c71b3e9a0d4c6f21e87`);
    expect(sent[0]!.body.type).toBe('application/json');
    expect(JSON.parse(await sent[0]!.body.text())).toEqual([event(3)]);
    expect(queue.pending()).toEqual([]);
  });

  it('stops polling and listening when stopped', () => {
    const timers = fakeTimers();
    const page = fakePage();
    const beacon = vi.fn(() => true);
    const queue = createEventsQueue({ post: async () => true, beacon, page, timers });
    queue.start();
    queue.stop();
    expect(timers.clearInterval).toHaveBeenCalledWith(1);
    queue.push(event(4));
    page.hide();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('the events queue in batches (spec 001 §7)', () => {
  it('posts at most 50 events at a time', async () => {
    const post = vi.fn(async (_events: GivingEvent[]) => true);
    const queue = createEventsQueue({ post, beacon: null, timers: fakeTimers() });
    for (let n = 0; n < 120; n++) queue.push(event(n % 60));
    await queue.flush();
    expect(post.mock.calls.map(([events]) => events.length)).toEqual([50, 50, 20]);
    expect(queue.pending()).toEqual([]);
  });
});
