// A value made once per object of the loaded catalogue (src/lib/site/once-for.ts).
import { describe, expect, it } from 'vitest';
import { keptFor, onceFor } from '../../src/lib/site/once-for';

describe('a value made once per object', () => {
  it('makes each key’s value once and answers the same value after', () => {
    const made: string[] = [];
    const title = onceFor((product: { handle: string }) => {
      made.push(product.handle);
      return { text: product.handle.toUpperCase() };
    });
    const puppy = { handle: 'puppy' };
    const first = title(puppy);
    expect(title(puppy)).toBe(first);
    expect(first.text).toBe('PUPPY');
    expect(made).toEqual(['puppy']);
  });

  it('makes it again for a new object with the same contents, as a catalogue loaded again is', () => {
    const made: string[] = [];
    const title = onceFor((product: { handle: string }) => {
      made.push(product.handle);
      return product.handle.length;
    });
    title({ handle: 'puppy' });
    title({ handle: 'puppy' });
    expect(made).toEqual(['puppy', 'puppy']);
  });

  it('keeps a value that is undefined or null without making it again', () => {
    let calls = 0;
    const nothing = onceFor((_: object) => {
      calls += 1;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(calls).toBe(1);
  });
});

describe('a value kept per owner and key', () => {
  it('makes each key’s value once per owner, keeps the last few keys, and makes an evicted one again', () => {
    const made: string[] = [];
    const card = keptFor<{ handle: string }, string>(2);
    const puppy = { handle: 'puppy' };
    const make = (zip: string) => () => {
      made.push(zip);
      return `${puppy.handle} at ${zip}`;
    };
    expect(card(puppy, '80011', make('80011'))).toBe('puppy at 80011');
    expect(card(puppy, '80011', make('80011'))).toBe('puppy at 80011');
    card(puppy, '10001', make('10001'));
    card(puppy, '96813', make('96813'));
    card(puppy, '10001', make('10001'));
    card(puppy, '80011', make('80011'));
    expect(made).toEqual(['80011', '10001', '96813', '80011']);
    card({ handle: 'puppy' }, '10001', make('10001'));
    expect(made.at(-1)).toBe('10001');
  });
});
