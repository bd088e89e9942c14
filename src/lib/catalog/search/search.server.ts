// The one search service (issue 40): a shopper's query planned against the index's words and the editors' synonyms,
// matched by the database's full-text engine (SQLite FTS5 or PostgreSQL's), ranked by one pure rule. The index's
// words are read once per load of the catalogue; the synonyms once per publish.
import { publishedEntries } from '../../content/content.server';
import type { Db } from '../../db/connect.server';
import { registerDependentCache } from '../../site/cache-registry';
import type { SiteId } from '../../site/site';
import { catalogueDerivedCache } from '../catalogue.server';
import type { CatalogProduct } from '../types';
import { rankedSourceOf } from './documents';
import { documentRows, indexVocabulary, matchingHandles } from './documents.server';
import { planQuery, type PlanOptions, type QueryPlan } from './query-plan';
import { firstRanked, holdsGroup, needlesOf, rank, rankedFields, type RankedText } from './ranking';
import { synonymTable, type SynonymTable } from './synonyms';
import type { Vocabulary } from './typos';

export type SearchResult = {
  /** The products of the shelf that match, best first. */
  products: CatalogProduct[];
  /** The query as corrected, when a mistyped word was read as another ("Showing results for chicken"); else null. */
  corrected: string | null;
  /** How the query was searched for: the plan these products were found with. */
  plan: QueryPlan;
};

// The index's words change with the catalogue and with a product's published ingredients: cleared with either.
const vocabularies = catalogueDerivedCache<Vocabulary>(1);
registerDependentCache('search-words', vocabularies);
// So do the index's row numbers, which a product's new content or an import writes anew.
const rowNames = catalogueDerivedCache<Map<number, string>>(1);
registerDependentCache('search-rows', rowNames);
const tables = new WeakMap<object, SynonymTable>();

async function synonymsOf(db: Db, site: SiteId): Promise<SynonymTable> {
  const entries = await publishedEntries(db, 'search_synonym', site);
  let table = tables.get(entries);
  if (!table) tables.set(entries, (table = synonymTable(entries.map((e) => e.data))));
  return table;
}

async function planned(db: Db, site: SiteId, query: string, options: PlanOptions) {
  const [vocabulary, synonyms] = await Promise.all([
    vocabularies.get('all', () => indexVocabulary(db)),
    synonymsOf(db, site),
  ]);
  return { plan: planQuery(query, vocabulary, synonyms, options), vocabulary, synonyms };
}

/** Every product of the shelf that matches, best first. */
export const searchCatalogue = (
  db: Db,
  site: SiteId,
  shelf: readonly CatalogProduct[],
  query: string,
  options: PlanOptions = {},
): Promise<SearchResult> => search(db, site, shelf, query, options, Number.POSITIVE_INFINITY);

async function search(
  db: Db,
  site: SiteId,
  shelf: readonly CatalogProduct[],
  query: string,
  options: PlanOptions,
  count: number,
): Promise<SearchResult> {
  const { plan, vocabulary, synonyms } = await planned(db, site, query, options);
  if (plan.groups.length === 0) return { products: [], corrected: null, plan };
  const found = await rankedOnShelf(db, shelf, plan, query, count);
  if (found.length === 0 && plan.corrected !== null) {
    // A correction that finds nothing is no help: the words as typed, or nothing, and no "Showing results for".
    const typed = planQuery(query, vocabulary, synonyms, { ...options, asTyped: true });
    return { products: await rankedOnShelf(db, shelf, typed, query, count), corrected: null, plan: typed };
  }
  return { products: found, corrected: plan.corrected, plan };
}

async function rankedOnShelf(
  db: Db,
  shelf: readonly CatalogProduct[],
  plan: QueryPlan,
  query: string,
  count: number,
): Promise<CatalogProduct[]> {
  const handles = await matchingHandles(db, plan.groups, () => rowNames.get('all', () => documentRows(db)));
  const texts = rankedTextsOf(shelf);
  const matching = shelf.filter((p) => handles.has(p.handle));
  const textOf = (p: CatalogProduct) => texts.get(p)!;
  return Number.isFinite(count)
    ? firstRanked(matching, plan, query, textOf, count)
    : rank(matching, plan, query, textOf);
}

/** Each product's title, brand and flavour as ranking reads them (documents.ts), once per load of a shelf. */
const rankedTexts = new WeakMap<readonly CatalogProduct[], Map<CatalogProduct, RankedText>>();
function rankedTextsOf(shelf: readonly CatalogProduct[]): Map<CatalogProduct, RankedText> {
  let texts = rankedTexts.get(shelf);
  if (!texts) rankedTexts.set(shelf, (texts = new Map(shelf.map((p) => [p, rankedFields(rankedSourceOf(p))]))));
  return texts;
}

/**
 * The first `count` results of a search, as searchCatalogue ranks them. A product whose title holds every word
 * outranks any whose title does not (ranking.ts), so when titles alone give `count`, the rest of the shelf need not be
 * matched and ranked: suggestions ask at every pause in typing, and a word as common as "chicken" matches thousands.
 */
export async function firstResults(
  db: Db,
  site: SiteId,
  shelf: readonly CatalogProduct[],
  query: string,
  count: number,
  options: PlanOptions = {},
): Promise<SearchResult> {
  const { plan } = await planned(db, site, query, options);
  // A SKU ranks above everything, and titles do not hold SKUs.
  if (plan.groups.length > 0 && !/\d/.test(query)) {
    const texts = rankedTextsOf(shelf);
    const { groups } = needlesOf(plan);
    const inTitle = shelf.filter((p) => groups.every((group) => holdsGroup(texts.get(p)!.title, group)));
    if (inTitle.length >= count) {
      const first = firstRanked(inTitle, plan, query, (p) => texts.get(p)!, count);
      return { products: first, corrected: plan.corrected, plan };
    }
  }
  return search(db, site, shelf, query, options, count);
}
