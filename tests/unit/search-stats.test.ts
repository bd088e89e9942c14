// What editors learn from searches (issue 40 §6), the pure rules: a search counted as the index reads it, the days a
// report covers, the share of searches that chose a result, and a search redirect found whatever way it was typed.
import { describe, expect, it } from 'vitest';
import { searchRedirectFor } from '../../src/lib/catalog/search/search-redirects';
import { chosenPercent, countedQuery, dayOf, periodStart } from '../../src/lib/catalog/search/search-stats';

describe('counting searches (issue 40 §6)', () => {
  it('counts a search as its words, so the ways of typing one are one row', () => {
    expect(['Puppies', 'puppy', ' PUPPY! ', 'pûppy'].map(countedQuery)).toEqual(['puppy', 'puppy', 'puppy', 'puppy']);
    expect(countedQuery('Science  Diet, Kitten')).toBe('science diet kitten');
    expect(['', '!!!', '🐶', '\u0000'].map(countedQuery)).toEqual(['', '', '', '']);
  });

  it('reports whole days in UTC, the period ending today', () => {
    const late = new Date('2026-11-29T23:59:59Z');
    expect(dayOf(late)).toBe('2026-11-29');
    expect(periodStart(late, 7)).toBe('2026-11-23');
    expect(periodStart(new Date('2026-03-01T00:00:00Z'), 30)).toBe('2026-01-31');
    expect(periodStart(late, 1)).toBe('2026-11-29');
  });

  it('says what share of searches chose a result, in whole percent', () => {
    expect(chosenPercent({ searches: 3, chosen: 1 })).toBe(33);
    expect(chosenPercent({ searches: 0, chosen: 0 })).toBe(0);
    expect(chosenPercent({ searches: 2, chosen: 5 })).toBe(100); // a search's results chosen twice is still one search
  });
});

describe('search redirects (issue 40 §6)', () => {
  const redirects = [
    { term: 'Science Diet', to: '/products?brand=science-diet' },
    { term: 'gift cards', to: '/gift-cards' },
  ];

  it('lead a search that reads the same to the page, however it was typed', () => {
    expect(searchRedirectFor(redirects, 'science diet')).toBe('/products?brand=science-diet');
    expect(searchRedirectFor(redirects, '  SCIENCE-DIET ')).toBe('/products?brand=science-diet');
    expect(searchRedirectFor(redirects, 'gift card')).toBe('/gift-cards');
  });

  it('leave any other search to its results', () => {
    expect(searchRedirectFor(redirects, 'science diet puppy')).toBeNull();
    expect(searchRedirectFor(redirects, 'science')).toBeNull();
    expect(searchRedirectFor(redirects, '!!!')).toBeNull();
    expect(searchRedirectFor([], 'science diet')).toBeNull();
  });
});
