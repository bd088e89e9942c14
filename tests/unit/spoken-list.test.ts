import { describe, expect, it } from 'vitest';
import { spokenList } from '../../src/lib/site/spoken-list';

describe('items joined as people say them', () => {
  it('joins the last with the conjunction and the rest with commas', () => {
    expect(spokenList(['Pet Rescue League', 'Shelter Fund', 'Paws'], 'and')).toBe(
      'Pet Rescue League, Shelter Fund and Paws',
    );
    expect(spokenList(['2', '4', '6', '8'], 'or')).toBe('2, 4, 6 or 8');
    expect(spokenList(['A', 'B'], 'and')).toBe('A and B');
  });

  it('says one item alone and nothing for none', () => {
    expect(spokenList(['Pet Rescue League'], 'and')).toBe('Pet Rescue League');
    expect(spokenList([], 'or')).toBe('');
  });
});
