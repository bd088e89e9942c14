// The rules of search (issue 40), each pure: the words compared, typo tolerance, synonyms, the engines' query text and
// the ranking. What the database engines match is tested on both in tests/api/search.test.ts.
import { describe, expect, it } from 'vitest';
import { ftsMatch, tsQuery } from '../../src/lib/catalog/search/engine-query';
import { planQuery } from '../../src/lib/catalog/search/query-plan';
import { searchDocument } from '../../src/lib/catalog/search/documents';
import { rank, rankedFields } from '../../src/lib/catalog/search/ranking';
import type { CatalogProduct } from '../../src/lib/catalog/types';
import { optionValue } from '../../src/lib/catalog/variants';
import { synonymTable, withSynonyms } from '../../src/lib/catalog/search/synonyms';
import { searchTarget } from '../../src/lib/catalog/search/target';
import { correctWord, editDistance, editsAllowed } from '../../src/lib/catalog/search/typos';
import { queryWords, singular, wordsOf } from '../../src/lib/catalog/search/words';
import { catalogProduct, catalogVariant } from '../support/catalog';

describe('the words search compares (issue 40 §1)', () => {
  it('are lower case, without accents or punctuation, plurals as singulars', () => {
    expect(wordsOf('Pâté Puppies’ TREATS, 7+ (i/d)')).toEqual(['pate', 'puppy', 'treat', '7', 'i', 'd']);
    expect(['cats', 'dogs', 'boxes', 'grass', 'citrus', 'chews', 'bites', 'oats'].map(singular)).toEqual([
      'cat',
      'dog',
      'box',
      'grass',
      'citrus',
      'chew',
      'bite',
      'oat',
    ]);
  });

  it('take a query of at most 12 words, each once, and nothing of FTS syntax, NUL or emoji', () => {
    expect(queryWords('"chicken" AND NEAR(cat*) -dog OR \u0000 🐶')).toEqual([
      'chicken',
      'and',
      'near',
      'cat',
      'dog',
      'or',
    ]);
    expect(queryWords('a b c d e f g h i j k l m n o')).toHaveLength(12);
    expect(queryWords('?!… —')).toEqual([]);
    expect(queryWords('x'.repeat(5000))).toEqual(['x'.repeat(1000)]);
  });
});

describe('typo tolerance (issue 40 §2)', () => {
  const vocabulary = new Map([
    ['chicken', 40],
    ['chickpea', 2],
    ['salmon', 12],
    ['science', 50],
    ['kitten', 9],
    ['puppy', 14],
    ['prescription', 20],
    ['cat', 30],
    ['10007', 1],
  ]);

  it('allows no edit below 4 letters, one up to 7, two from 8', () => {
    expect(['cat', 'pupy', 'chiken', 'salmonxx', 'presciption'].map(editsAllowed)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a letter added, dropped, changed or two swapped as one edit', () => {
    expect(editDistance('chiken', 'chicken', 2)).toBe(1);
    expect(editDistance('chikcen', 'chicken', 2)).toBe(1);
    expect(editDistance('salmn', 'salmon', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2); // more than allowed: stops at max + 1
  });

  it('reads a mistyped word as the nearest the catalogue has', () => {
    expect(
      ['chiken', 'salmn', 'scince', 'kiten', 'presciption', 'pupy'].map((w) => correctWord(w, vocabulary)),
    ).toEqual(['chicken', 'salmon', 'science', 'kitten', 'prescription', 'puppy']);
  });

  it('never changes a word the catalogue has or begins, a short word, a number, or nonsense', () => {
    expect(correctWord('chick', vocabulary)).toBe('chick'); // begins chicken and chickpea
    expect(correctWord('cta', vocabulary)).toBeNull(); // three letters: typed exactly
    expect(correctWord('10008', vocabulary)).toBeNull(); // SKUs are not guessed
    expect(correctWord('zzqx', vocabulary)).toBeNull();
  });

  it('plans a query with its correction, unless the shopper asked for the words as typed', () => {
    const synonyms = synonymTable([]);
    expect(planQuery('chiken kiten', vocabulary, synonyms)).toMatchObject({
      words: ['chicken', 'kitten'],
      corrected: 'chicken kitten',
    });
    expect(planQuery('chicken', vocabulary, synonyms).corrected).toBeNull();
    expect(planQuery('chiken', vocabulary, synonyms, { asTyped: true })).toMatchObject({
      words: ['chiken'],
      corrected: null,
    });
  });
});

describe('synonyms (issue 40 §3)', () => {
  const table = synonymTable([
    { term: 'Kitty', means: ['cat'] },
    { term: 'tummy', means: ['digestive care'] },
    { term: 'vet diet', means: ['prescription diet'] },
  ]);

  it('widen a word to what it means, each meaning found whole', () => {
    expect(withSynonyms(['kitty', 'salmon'], table)).toEqual([[['kitty'], ['cat']], [['salmon']]]);
    expect(withSynonyms(['tummy'], table)).toEqual([[['tummy'], ['digestive', 'care']]]);
  });

  it('take a term of several words whole', () => {
    expect(withSynonyms(['vet', 'diet', 'dog'], table)).toEqual([
      [
        ['vet', 'diet'],
        ['prescription', 'diet'],
      ],
      [['dog']],
    ]);
  });

  it('count as known words, so "kitty" is not read as a typo', () => {
    const vocabulary = new Map([['kitten', 3]]);
    expect(planQuery('kitty', vocabulary, table).corrected).toBeNull();
  });
});

describe("the engines' query text (issue 40 §1)", () => {
  const groups = [[['chicken'], ['digestive', 'care']], [['7']]];

  it('is FTS5 syntax with each word quoted, a start of a word from 3 letters', () => {
    expect(ftsMatch(groups)).toBe('("chicken"* OR ("digestive"* AND "care"*)) AND ("7")');
  });

  it("is PostgreSQL's tsquery with the same meaning", () => {
    expect(tsQuery(groups)).toBe('(chicken:* | (digestive:* & care:*)) & (7)');
  });

  it('refuses anything but letters and digits, whatever reaches it', () => {
    expect(() => ftsMatch([[['cat"*']]])).toThrow(/not a search word/);
    expect(() => tsQuery([[['cat & dog']]])).toThrow(/not a search word/);
  });
});

/** A product's words as its search document holds them, as the index answers them to the ranking. */
const indexedText = (p: CatalogProduct) =>
  rankedFields(
    searchDocument({
      productId: p.handle,
      title: p.title,
      brandLabel: p.brand,
      subBrand: p.attributes.subBrand,
      productType: p.productType,
      description: p.description,
      attributes: p.attributes,
      variants: p.variants.map((v) => ({
        sku: v.sku,
        flavor: optionValue(v, 'Flavor') ?? '',
        size: optionValue(v, 'Size') ?? '',
      })),
      ingredients: [],
    }),
  );

describe('ranking (issue 40 §4)', () => {
  const adult = catalogProduct({ handle: 'adult', title: 'Adult Chicken & Barley Dry Dog Food' });
  const puppy = catalogProduct({ handle: 'puppy', title: 'Puppy Lamb & Rice Dry Dog Food', description: 'chicken' });
  const light = catalogProduct({
    handle: 'light',
    title: 'Adult Light Dry Dog Food',
    variants: [catalogVariant('77001', '5 lb')],
  });
  const plan = (query: string) => planQuery(query, new Map(), synonymTable([]), { asTyped: true });
  const handles = (query: string, products = [puppy, light, adult]) =>
    rank(products, plan(query), query, indexedText).map((p) => p.handle);

  it('puts an exact SKU first', () => {
    expect(handles('77001')).toEqual(['light', 'puppy', 'adult']);
  });

  it('puts a title phrase before the same words apart, and a title before the rest', () => {
    expect(handles('chicken barley')).toEqual(['adult', 'puppy', 'light']);
    expect(handles('chicken')).toEqual(['adult', 'puppy', 'light']);
  });

  it("keeps the listing's order on a tie", () => {
    expect(handles('dry dog')).toEqual(['puppy', 'light', 'adult']);
  });
});

describe('searchTarget', () => {
  const target = (query: string) => searchTarget(new URLSearchParams(query));

  it('leads a search to the listing results (spec 000 §2 Route table)', () => {
    expect(target('search=salmon%20kibble')).toBe('/products?search=salmon%20kibble');
    expect(target('search=%20chicken%20')).toBe('/products?search=chicken');
  });

  it('shows every product for an empty search instead of a missing page (spec 000 §2 Route table)', () => {
    expect(target('search=')).toBe('/products');
    expect(target('search=%20%20')).toBe('/products');
  });

  it('leaves a bare /search without a page, as the placeholder it is (spec 000 §2 Route table)', () => {
    expect(target('')).toBeNull();
  });
});
