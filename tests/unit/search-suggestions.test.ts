// The rules of suggestions as the shopper types (issue 40 §5), each pure: an unfinished word read as the start of the
// catalogue's words, the category pages named and matched, the matched part marked, and what the live region says.
// The answers of GET /api/search/suggest are tested on both databases in tests/api/search-suggest.test.ts.
import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  categoryPages,
  matchingCategories,
  type CategoryPage,
} from '../../src/lib/catalog/search/categories';
import { markedPieces } from '../../src/lib/catalog/search/marks';
import { planQuery } from '../../src/lib/catalog/search/query-plan';
import { ftsMatch, tsQuery } from '../../src/lib/catalog/search/engine-query';
import { rankedSourceOf } from '../../src/lib/catalog/search/documents';
import { firstRanked, rank, rankedFields, score } from '../../src/lib/catalog/search/ranking';
import { announcement } from '../../src/components/search-suggestions';
import { suggestsFrom } from '../../src/lib/catalog/search/suggestions';
import { synonymTable } from '../../src/lib/catalog/search/synonyms';
import { publicShelf } from '../../src/lib/catalog/shelf';
import { catalogProduct } from '../support/catalog';

const vocabulary = new Map([
  ['salmon', 40],
  ['chicken', 90],
  ['cat', 50],
  ['dry', 60],
]);
const none = synonymTable([]);

describe('an unfinished last word (issue 40 §5)', () => {
  it('is searched as the start of a word, however short, only while typing', () => {
    expect(planQuery('cat sa', vocabulary, none, { typing: true }).groups).toEqual([[['cat']], [['sa*']]]);
    expect(planQuery('cat sa', vocabulary, none).groups).toEqual([[['cat']], [['sa']]]);
    expect(planQuery('sa cat', vocabulary, none, { typing: true }).groups).toEqual([[['sa']], [['cat*']]]);
    expect(ftsMatch(planQuery('cat sa', vocabulary, none, { typing: true }).groups)).toBe('("cat"*) AND ("sa"*)');
    expect(tsQuery(planQuery('sa', vocabulary, none, { typing: true }).groups)).toBe('(sa:*)');
  });

  it('waits for a second letter, and keeps a synonym’s phrase whole', () => {
    expect(planQuery('salmon c', vocabulary, none, { typing: true }).groups).toEqual([[['salmon*']]]);
    const table = synonymTable([{ term: 'science diet', means: ['sd'] }]);
    expect(planQuery('science diet', vocabulary, table, { typing: true }).groups).toEqual([
      [['science', 'diet'], ['sd']],
    ]);
    expect(
      planQuery('kitty', vocabulary, synonymTable([{ term: 'kitty', means: ['cat'] }]), { typing: true }).groups,
    ).toEqual([[['kitty*'], ['cat']]]);
  });

  it('is ranked and matched as the start of a word', () => {
    const plan = planQuery('dry sa', vocabulary, none, { typing: true });
    const salmon = catalogProduct({ handle: 'salmon', title: 'Adult Salmon Dry Dog Food' });
    const lamb = catalogProduct({ handle: 'lamb', title: 'Adult Lamb Dry Dog Food' });
    const ranked = rank([lamb, salmon], plan, 'dry sa', (p) => rankedFields(rankedSourceOf(p)));
    expect(ranked.map((p) => p.handle)).toEqual(['salmon', 'lamb']);
  });

  it('gives the first results as a whole ranking would, ties in the order given', () => {
    const plan = planQuery('chicken recipe', vocabulary, none);
    const titles = ['Chicken Recipe', 'Chicken Adult Recipe', 'Adult Chicken'];
    const products = Array.from({ length: 30 }, (_, i) =>
      catalogProduct({ handle: `p${i}`, title: `${titles[(i * 7) % 3]} ${i}` }),
    );
    const textOf = (p: (typeof products)[number]) => rankedFields(rankedSourceOf(p));
    expect(new Set(products.map((p) => score(p, textOf(p), plan, 'chicken recipe'))).size).toBe(3);
    for (const count of [1, 6, 30, 40])
      expect(firstRanked(products, plan, 'chicken recipe', textOf, count)).toEqual(
        rank(products, plan, 'chicken recipe', textOf).slice(0, count),
      );
  });
});

describe('category pages suggested (issue 40 §5)', () => {
  it('are named as shops name them', () => {
    expect(categoryLabel('food_form', 'Dry Food', 'dog')).toBe('Dry Dog Food');
    expect(categoryLabel('food_form', 'Treats', 'dog')).toBe('Dog Treats');
    expect(categoryLabel('lifestage', 'Kitten (under 1 year)', 'cat')).toBe('Kitten Food');
    expect(categoryLabel('lifestage', 'Senior (7+ years)', 'dog')).toBe('Senior Dog Food');
    expect(categoryLabel('flavor', 'Salmon', 'cat')).toBe('Salmon Cat Food');
  });

  it('are the pages that show something on the shelf, with their addresses', () => {
    const pages = categoryPages(publicShelf('DTC'), [catalogProduct()]);
    const byLabel = new Map(pages.map((p) => [p.label, p]));
    expect(byLabel.get('Science Diet')).toMatchObject({ url: '/products?brand=science-diet', products: 1 });
    expect(byLabel.get('Dog Food')).toMatchObject({ url: '/products/dog/species' });
    expect(byLabel.get('Dry Dog Food')).toMatchObject({ url: '/products/dog/food-form/dry-food' });
    expect(byLabel.get('Chicken Dog Food')).toMatchObject({ url: '/products/dog/flavor/chicken' });
    // Nothing for cats, wet food or the treats brand on this shelf: those pages would be empty.
    expect([...byLabel.keys()].filter((l) => /Cat|Wet|Treats/.test(l))).toEqual([]);
  });

  it('never leads a guest to Prescription Diet', () => {
    const prescription = catalogProduct({
      handle: 'kd',
      attributes: { ...catalogProduct().attributes, brand: 'prescription-diet', sites: ['HPSF'] },
    });
    const labels = (prescriptionDiet: boolean) =>
      categoryPages({ site: 'HPSF', prescriptionDiet }, [prescription]).map((p) => p.label);
    expect(labels(false)).not.toContain('Prescription Diet');
    expect(labels(true)).toContain('Prescription Diet');
  });

  it('are matched on every word, closest names first, then the fullest', () => {
    const page = (label: string, products: number, order: number): CategoryPage => ({
      label,
      url: `/${order}`,
      text: ` ${label.toLowerCase()} `,
      products,
      order,
    });
    const pages = [
      page('Dog Food', 30, 0),
      page('Dry Dog Food', 20, 1),
      page('Puppy Food', 10, 2),
      page('Wet Dog Food', 25, 3),
    ];
    const labels = (groups: string[][][]) => matchingCategories(pages, groups).map((c) => c.label);
    expect(labels([[['dog']]])).toEqual(['Dog Food', 'Wet Dog Food', 'Dry Dog Food']);
    expect(labels([[['dr']], [['dog']]])).toEqual([]); // two letters are a whole word
    expect(labels([[['dr*']], [['dog']]])).toEqual(['Dry Dog Food']); // unless still being typed
    expect(labels([[['dry']], [['dog']]])).toEqual(['Dry Dog Food']);
    expect(labels([[['pup']]])).toEqual(['Puppy Food']);
    expect(labels([[['kitty'], ['dog']]])).toHaveLength(3); // a synonym's alternative counts
    expect(labels([])).toEqual([]);
    expect(matchingCategories(pages, [[['food']]], 2)).toHaveLength(2);
  });
});

describe('the matched part of a suggestion (issue 40 §5)', () => {
  const marked = (text: string, words: string[]) =>
    markedPieces(text, words)
      .map((p) => (p.marked ? `[${p.text}]` : p.text))
      .join('');

  it('is the start of each word the searched words begin, or the whole word when it is the same word', () => {
    expect(marked('Puppy Chicken & Brown Rice', ['chi'])).toBe('Puppy [Chi]cken & Brown Rice');
    expect(marked('Science Diet Puppies', ['puppy', 'science'])).toBe('[Science] Diet [Puppies]');
    expect(marked('Pâté Paws', ['pat'])).toBe('[Pât]é Paws');
    expect(marked('(Chicken), Salmon', ['chicken', 'salmon'])).toBe('([Chicken]), [Salmon]');
    expect(marked('Cat Food', ['dog'])).toBe('Cat Food');
    expect(marked('', ['dog'])).toBe('');
  });

  it('keeps the text whole', () => {
    const text = 'Science Diet Adult 7+ Small Bites  Chicken';
    expect(
      markedPieces(text, ['7', 'small', 'chick'])
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});

describe('when suggestions come and what is said (issue 40 §5)', () => {
  it('come from two letters or digits on', () => {
    expect(['', 'a', ' a ', '!!', '🐶', 'a!'].map(suggestsFrom)).toEqual([false, false, false, false, false, false]);
    expect(['sa', '10', 'é1', ' a b '].map(suggestsFrom)).toEqual([true, true, true, true]);
  });

  it('are announced by count, or as none', () => {
    const product = { title: 'x', url: '/x', image: null, price: null, rating: null };
    expect(
      announcement({ query: 'chick', categories: [{ label: 'a', url: '/a' }], products: [product, product] }),
    ).toBe('1 category and 2 products suggested. Use the up and down arrows to choose, or press Enter to search.');
    expect(announcement({ query: 'zzq', categories: [], products: [] })).toBe(
      'No suggestions for “zzq”. Press Enter to search.',
    );
  });
});
