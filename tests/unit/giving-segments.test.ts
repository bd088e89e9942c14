import { describe, expect, it } from 'vitest';
import { isWidgetEligible, showsOnSite } from '../../src/lib/giving/eligibility';
import { matchingSegment, segmentMatches, type SegmentSources } from '../../src/lib/giving/segments';
import { CAMPAIGN_TYPE, type Campaign, type CustomerSegment } from '../../src/lib/giving/types';

const segment = (over: Partial<CustomerSegment>): CustomerSegment => ({
  id: 'seg',
  isActive: true,
  name: 'Segment',
  excludeSegment: false,
  frontEndPropertyName: 'tier',
  frontEndSource: 0,
  priorityIndex: 1,
  valueCategory: 1,
  backEndPropertyName: null,
  description: null,
  donationAction: 0,
  donationActionValue: 0,
  specifiedValues: [],
  ...over,
});

const sources = (over: Partial<SegmentSources> = {}): SegmentSources => ({
  windowProperty: () => undefined,
  dataLayer: [],
  urlParams: new URLSearchParams(),
  ...over,
});

describe('customer segments (spec 001 §3)', () => {
  it('reads a window property for frontEndSource 0', () => {
    const found = matchingSegment(
      [segment({ id: 'w' })],
      sources({ windowProperty: (n) => (n === 'tier' ? 'gold' : undefined) }),
    );
    expect(found).toEqual({ id: 'w', excludeSegment: false });
    expect(matchingSegment([segment({})], sources())).toBeNull();
  });

  it('reads the data layer for frontEndSource 1, the latest entry naming the property winning', () => {
    const s = segment({ id: 'd', frontEndSource: 1, valueCategory: 2, specifiedValues: ['vip'] });
    const dataLayer = [{ tier: 'vip' }, { event: 'other' }, { tier: 'basic' }];
    expect(matchingSegment([s], sources({ dataLayer }))).toBeNull();
    expect(matchingSegment([s], sources({ dataLayer: [{ tier: 'basic' }, { tier: 'vip' }, { event: 'x' }] }))).toEqual({
      id: 'd',
      excludeSegment: false,
    });
  });

  it('reads a URL parameter for frontEndSource 2', () => {
    const s = segment({ id: 'u', frontEndSource: 2, valueCategory: 3, specifiedValues: ['staff'] });
    expect(matchingSegment([s], sources({ urlParams: new URLSearchParams('tier=staff') }))?.id).toBe('u');
    expect(matchingSegment([s], sources({ urlParams: new URLSearchParams('tier=staffer') }))).toBeNull();
  });

  it('matches by valueCategory: 0 empty, 1 non-empty, 2 one of specifiedValues, any other an exact match', () => {
    expect(segmentMatches(segment({ valueCategory: 0 }), undefined)).toBe(true);
    expect(segmentMatches(segment({ valueCategory: 0 }), '')).toBe(true);
    expect(segmentMatches(segment({ valueCategory: 0 }), 'x')).toBe(false);
    expect(segmentMatches(segment({ valueCategory: 1 }), 'x')).toBe(true);
    expect(segmentMatches(segment({ valueCategory: 1 }), null)).toBe(false);
    expect(segmentMatches(segment({ valueCategory: 2, specifiedValues: ['a', 'b'] }), 'b')).toBe(true);
    expect(segmentMatches(segment({ valueCategory: 2, specifiedValues: ['a', 'b'] }), 'c')).toBe(false);
    expect(segmentMatches(segment({ valueCategory: 7, specifiedValues: ['42'] }), 42)).toBe(true);
    expect(segmentMatches(segment({ valueCategory: 7, specifiedValues: ['42'] }), '420')).toBe(false);
  });

  it('takes the first active segment by priorityIndex and says whether it excludes the shopper', () => {
    const window = sources({ windowProperty: () => 'yes' });
    const segments = [
      segment({ id: 'late', priorityIndex: 5 }),
      segment({ id: 'off', priorityIndex: 0, isActive: false }),
      segment({ id: 'first', priorityIndex: 2, excludeSegment: true }),
    ];
    expect(matchingSegment(segments, window)).toEqual({ id: 'first', excludeSegment: true });
  });
});

const campaign = (campaignType: Campaign['campaignType'], isActive = true): Campaign => ({
  id: `c${campaignType}`,
  name: 'Campaign',
  campaignType,
  isActive,
  donationType: 0,
  donationAmount: 1,
});

describe('donation eligibility (spec 001 §4)', () => {
  it('shows for an active online-purchase campaign only with a donation above 0', () => {
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.onlinePurchase)], 0.13, null)).toBe(true);
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.onlinePurchase)], 0, null)).toBe(false);
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.onlinePurchase, false)], 1, null)).toBe(false);
  });

  it('shows for an active add-on or round-up campaign whatever the donation', () => {
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.addOn)], 0, null)).toBe(true);
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.roundUp)], 0, null)).toBe(true);
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.redemption), campaign(CAMPAIGN_TYPE.pointOfSale)], 5, null)).toBe(
      false,
    );
  });

  it('never shows to a shopper the segment excludes', () => {
    const excluded = { id: 's', excludeSegment: true };
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.addOn)], 1, excluded)).toBe(false);
    expect(isWidgetEligible([campaign(CAMPAIGN_TYPE.addOn)], 1, { id: 's', excludeSegment: false })).toBe(true);
  });

  it('shows on DTC always, on HPSF only when the store lists it', () => {
    expect(showsOnSite('DTC', [])).toBe(true);
    expect(showsOnSite('HPSF', ['DTC'])).toBe(false);
    expect(showsOnSite('HPSF', ['DTC', 'HPSF'])).toBe(true);
  });
});
