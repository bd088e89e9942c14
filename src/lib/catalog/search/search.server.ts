// The one search service (issue 40): a shopper's query planned against the index's words and the editors' synonyms,
// matched by the database's full-text engine (SQLite FTS5 or PostgreSQL's), ranked by one pure rule. The index's
// words are read once per load of the catalogue; the synonyms once per publish.
import { publishedEntries } from '../../content/content.server';
import type { Db } from '../../db/connect.server';
import { registerDependentCache } from '../../site/cache-registry';
import type { SiteId } from '../../site/site';
import { catalogueDerivedCache } from '../catalogue.server';
import type { CatalogProduct } from '../types';
import { indexVocabulary, matchingDocuments } from './documents.server';
import { planQuery, type QueryPlan } from './query-plan';
import { rank } from './ranking';
import { synonymTable, type SynonymTable } from './synonyms';
import type { Vocabulary } from './typos';

export type SearchResult = {
  /** The products of the shelf that match, best first. */
  products: CatalogProduct[];
  /** The query as corrected, when a mistyped word was read as another ("Showing results for chicken"); else null. */
  corrected: string | null;
};

// The index's words change with the catalogue and with a product's published ingredients: cleared with either.
const vocabularies = catalogueDerivedCache<Vocabulary>(1);
registerDependentCache('search-words', vocabularies);
const tables = new WeakMap<object, SynonymTable>();

async function synonymsOf(db: Db, site: SiteId): Promise<SynonymTable> {
  const entries = await publishedEntries(db, 'search_synonym', site);
  let table = tables.get(entries);
  if (!table) tables.set(entries, (table = synonymTable(entries.map((e) => e.data))));
  return table;
}

export async function searchCatalogue(
  db: Db,
  site: SiteId,
  shelf: readonly CatalogProduct[],
  query: string,
  { asTyped = false }: { asTyped?: boolean } = {},
): Promise<SearchResult> {
  const [vocabulary, synonyms] = await Promise.all([
    vocabularies.get('all', () => indexVocabulary(db)),
    synonymsOf(db, site),
  ]);
  const plan = planQuery(query, vocabulary, synonyms, { asTyped });
  if (plan.groups.length === 0) return { products: [], corrected: null };
  const found = await rankedOnShelf(db, shelf, plan, query);
  if (found.length === 0 && plan.corrected !== null) {
    // A correction that finds nothing is no help: the words as typed, or nothing, and no "Showing results for".
    const typed = planQuery(query, vocabulary, synonyms, { asTyped: true });
    return { products: await rankedOnShelf(db, shelf, typed, query), corrected: null };
  }
  return { products: found, corrected: plan.corrected };
}

async function rankedOnShelf(db: Db, shelf: readonly CatalogProduct[], plan: QueryPlan, query: string) {
  const documents = await matchingDocuments(db, plan.groups);
  const matching = shelf.filter((p) => documents.has(p.handle));
  return rank(matching, plan, query, (p) => documents.get(p.handle)!);
}
