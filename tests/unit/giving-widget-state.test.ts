import { describe, expect, it, vi } from 'vitest';
import { fixedRecipients, initialCause } from '../../src/lib/giving/cause-choice';
import {
  API_ERRORS,
  GivingErrors,
  SDK_ERRORS,
  ShoppingGivesApiError,
  ShoppingGivesSDKError,
} from '../../src/lib/giving/errors';
import { emailMarketingParams, paramsSignature, shouldRecordParams } from '../../src/lib/giving/marketing-params';
import { waitFor, type WaitClock } from '../../src/lib/giving/store-wait';
import { trackingStorage } from '../../src/lib/giving/tracking-storage';

const choose = { letShoppersChoose: true, defaultCauseId: '53-0196605' };
const tracked = { trackingId: 't1', causeId: '13-1623829', causeName: 'ASPCA' };

describe('the initial cause (spec 001 §4 Tracking, Default cause)', () => {
  it('takes a cause in the URL over everything, to be saved to tracking', () => {
    expect(initialCause({ urlCauseId: ' 11-2222222 ', tracked, trackedOrigin: 'searched', config: choose })).toEqual({
      causeId: '11-2222222',
      origin: null,
      save: true,
    });
  });

  it('resumes the tracked cause with the origin this browser remembered', () => {
    expect(initialCause({ urlCauseId: null, tracked, trackedOrigin: 'featured', config: choose })).toEqual({
      causeId: '13-1623829',
      origin: 'featured',
      save: false,
    });
  });

  it('preselects the store default (origin default) when shoppers may choose and none is chosen', () => {
    const none = { ...tracked, causeId: null, causeName: null };
    expect(initialCause({ urlCauseId: '', tracked: none, trackedOrigin: null, config: choose })).toEqual({
      causeId: '53-0196605',
      origin: 'default',
      save: false,
    });
    const noChoice = { ...choose, letShoppersChoose: false };
    expect(initialCause({ urlCauseId: null, tracked: null, trackedOrigin: null, config: noChoice })).toBeNull();
  });

  it('when shoppers may not choose, shows the donation recipients or else the store defaults', () => {
    const config = { defaultCauseId: 'a', defaultCauseIds: ['b', 'c'] };
    const donation = {
      donationRecipients: [
        { causeId: 'x', causeName: 'X', amount: 0.1 },
        { causeId: 'x', causeName: 'X', amount: 0.1 },
      ],
    };
    expect(fixedRecipients(config, donation)).toEqual(['x']);
    expect(fixedRecipients(config, { donationRecipients: [] })).toEqual(['b', 'c']);
    expect(fixedRecipients({ defaultCauseId: 'a', defaultCauseIds: [] }, null)).toEqual(['a']);
  });
});

describe('email-marketing parameters (spec 001 §4 Tracking)', () => {
  it('picks utm_* and email click ids from the URL, nothing else', () => {
    const params = new URLSearchParams('utm_source=email&utm_campaign=spring&sku=10007&mc_cid=abc&utm_term=');
    expect(emailMarketingParams(params)).toEqual({ mc_cid: 'abc', utm_campaign: 'spring', utm_source: 'email' });
    expect(emailMarketingParams(new URLSearchParams('sgcause=1'))).toBeNull();
  });

  it('records them once: the same parameters are not sent again for the same tracking', () => {
    const params = { utm_source: 'email' };
    const storage = trackingStorage(new MapStorage(), 'store');
    expect(shouldRecordParams(params, storage.recordedParams('t1'))).toBe(true);
    storage.saveRecordedParams('t1', paramsSignature(params));
    expect(shouldRecordParams(params, storage.recordedParams('t1'))).toBe(false);
    expect(shouldRecordParams({ utm_source: 'sms' }, storage.recordedParams('t1'))).toBe(true);
    expect(shouldRecordParams(null, null)).toBe(false);
  });
});

describe('tracking kept per store id (spec 001 §4 Tracking)', () => {
  it('keeps a tracking id and the cause origin for each store apart', () => {
    const map = new MapStorage();
    const one = trackingStorage(map, 'store-one');
    one.saveTrackingId('t1');
    one.saveCauseOrigin('searched');
    expect(one.trackingId()).toBe('t1');
    expect(one.causeOrigin()).toBe('searched');
    expect(trackingStorage(map, 'store-two').trackingId()).toBeNull();
    map.setItem('sg:cause-origin:store-one', 'nonsense');
    expect(one.causeOrigin()).toBeNull();
  });

  it('carries on when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const storage = trackingStorage(refusing, 'store');
    expect(() => storage.saveTrackingId('t')).not.toThrow();
    expect(storage.trackingId()).toBeNull();
  });
});

/** A clock whose sleep moves time on at once. */
function fakeClock(): WaitClock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('waiting for the store configuration (spec 001 §4 step 1, §9)', () => {
  it('looks every 100 ms and answers as soon as the configuration is there', async () => {
    const clock = fakeClock();
    let value: string | undefined;
    const read = vi.fn(() => {
      if (clock.now() >= 300) value = 'config';
      return value;
    });
    expect(await waitFor(read, clock)).toBe('config');
    expect(clock.slept).toEqual([100, 100, 100]);
  });

  it('gives up after 5 s', async () => {
    const clock = fakeClock();
    expect(await waitFor(() => undefined, clock)).toBeUndefined();
    expect(clock.now()).toBe(5000);
    expect(clock.slept).toHaveLength(50);
  });
});

describe('giving errors (spec 001 §8)', () => {
  it('names the two types with the messages of §8', () => {
    const api = new ShoppingGivesApiError(API_ERRORS.startTracking);
    expect(api).toBeInstanceOf(Error);
    expect(api.name).toBe('ShoppingGivesApiError');
    expect(api.message).toBe('Error starting tracking');
    const sdk = new ShoppingGivesSDKError(SDK_ERRORS.initialize);
    expect(sdk.name).toBe('ShoppingGivesSDKError');
    expect(sdk.message).toBe('Error initializing SDK');
    expect(Object.values(API_ERRORS)).toHaveLength(9);
    expect(Object.values(SDK_ERRORS)).toHaveLength(11);
  });

  it('goes to every listener, and is thrown when none listens', () => {
    const errors = new GivingErrors();
    const error = new ShoppingGivesSDKError(SDK_ERRORS.charities);
    expect(() => errors.emit(error)).toThrow('Error getting charities');
    const heard: Error[] = [];
    const stop = errors.listen((e) => heard.push(e));
    errors.listen((e) => heard.push(e));
    errors.emit(error);
    expect(heard).toEqual([error, error]);
    stop();
    errors.emit(error);
    expect(heard).toHaveLength(3);
  });
});

class MapStorage {
  readonly #map = new Map<string, string>();
  getItem = (key: string) => this.#map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#map.set(key, value);
  removeItem = (key: string) => void this.#map.delete(key);
}
