// How a pet reads on its card in My Pets (issue 42 §1).
import { describe, expect, it } from 'vitest';
import { lifestageHint, petSummary } from '../../src/lib/pets/summary';

const TODAY = '2026-11-29';

describe('a pet’s card line (issue 42 §1)', () => {
  it('reads "Dog · Adult · 6 years · 60 lb"', () => {
    expect(petSummary({ species: 'dog', birthday: '2020-06-01', weightLb: 60 }, TODAY)).toBe(
      'Dog · Adult · 6 years · 60 lb',
    );
    expect(petSummary({ species: 'cat', birthday: '2026-05-29', weightLb: 4.5 }, TODAY)).toBe(
      'Cat · Kitten · 6 months · 4.5 lb',
    );
    expect(petSummary({ species: 'dog', birthday: '2018-01-01', weightLb: 72 }, TODAY)).toBe(
      'Dog · Senior · 8 years · 72 lb',
    );
  });

  it('says the lifestage the age gives and when the next begins ("senior from 7")', () => {
    expect(lifestageHint('dog', '2026-05-29', TODAY)).toBe('Puppy (adult from 1 year)');
    expect(lifestageHint('cat', '2020-06-01', TODAY)).toBe('Adult (senior from 7)');
    expect(lifestageHint('dog', '2019-11-29', TODAY)).toBe('Senior (from 7)');
  });
});
