// The Reviews queue's address (issue 41 §2): what an editor filtered is kept in the link, and a link edited by hand
// falls back to the pending reviews rather than failing.
import { describe, expect, it } from 'vitest';
import { queueRequest, reviewAddress, reviewFilterFrom } from '../../src/islands/studio/review-filter';

const from = (query: string) => reviewFilterFrom(new URLSearchParams(query));

describe('the Reviews queue in the address (issue 41 §2)', () => {
  it('opens on the pending reviews, first page, when nothing is asked', () => {
    expect(from('view=reviews')).toEqual({ status: 'pending', page: 1 });
    expect(reviewAddress({ status: 'pending', page: 1 })).toBe('/admin?view=reviews');
  });

  it('reads back every filter it writes', () => {
    const filter = { status: 'rejected' as const, rating: 1, query: 'chewy bits', page: 3 };
    const address = reviewAddress(filter);
    expect(address).toBe('/admin?view=reviews&status=rejected&rating=1&q=chewy+bits&page=3');
    expect(from(new URL(address, 'http://shop.test').search)).toEqual(filter);
  });

  it('falls back to the defaults for a status, stars or page it does not know', () => {
    expect(from('view=reviews&status=hidden&rating=6&page=0')).toEqual({ status: 'pending', page: 1 });
    expect(from('view=reviews&rating=2.5&page=abc&q=%20%20')).toEqual({ status: 'pending', page: 1 });
    expect(from('view=reviews&status=all&rating=5')).toEqual({ status: 'all', rating: 5, page: 1 });
  });

  it('sends the words trimmed, and none when only spaces were typed', () => {
    expect(queueRequest({ status: 'all', query: '  kibble ', page: 2 })).toEqual({
      status: 'all',
      query: 'kibble',
      page: 2,
    });
    expect(queueRequest({ status: 'approved', query: '   ', page: 1 })).toEqual({ status: 'approved', page: 1 });
  });
});
