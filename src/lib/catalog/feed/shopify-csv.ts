// Reads Shopify's product CSV (issue 39) into the store's feed products: one row per variant or picture, the first
// row of a handle carrying the product; tags carry badges and facet values. Every value is checked and every problem
// keeps its line and column. Pure: the file's text in, products and problems out.
import { parse } from 'csv-parse/sync';
import { BADGE_PREFIX } from '../badges';
import { BRANDS } from '../brands';
import { feedProductSchema, type FeedProductInput } from './feed-product';
import { htmlToText } from './html-text';
import { problemsOf, type FeedReading, type Problem, type ReadProduct } from './problems';
import {
  COLUMNS,
  GRAMS_PER,
  OPTION_NAMES,
  OPTION_SLOTS,
  PRODUCT_TYPES,
  REQUIRED_COLUMNS,
  TAG_PREFIXES,
  type ColumnKey,
} from './shopify-columns';

type Row = { line: number; get: (key: ColumnKey) => string };
type VariantInput = FeedProductInput['variants'][number];

const PACK_BY_FORM = { dry: 'bag', wet: 'can', treats: 'bag' } as const;
const FORM_BY_PACK = { bag: 'Dry', can: 'Canned', tray: 'Tray', pouch: 'Pouch' } as const;

/** Vendor as Shopify writes it: the brand's name (with or without Hill's) or its key. */
function brandOf(vendor: string): string {
  const plain = vendor
    .trim()
    .toLowerCase()
    .replace(/^hill['’]s\s+/, '');
  const found = Object.entries(BRANDS).find(
    ([key, b]) => key === plain || b.label.toLowerCase().replace(/^hill['’]s\s+/, '') === plain || b.slug === plain,
  );
  return found ? found[0] : vendor.trim();
}

const foodFormOf = (type: string): string =>
  Object.entries(PRODUCT_TYPES).find(([, label]) => label.toLowerCase() === type.trim().toLowerCase())?.[0] ??
  type.trim().toLowerCase();

function yesNo(text: string, fallback: boolean): boolean | null {
  const t = text.trim().toLowerCase();
  if (t === '') return fallback;
  if (['true', 'yes', '1'].includes(t)) return true;
  if (['false', 'no', '0'].includes(t)) return false;
  return null;
}

/** The shop's tags, sorted into badges and facet values; anything else is noted and left out. */
function readTags(text: string, line: number, handle: string, notes: Problem[]) {
  const facets: Record<keyof typeof TAG_PREFIXES, string[]> = {
    species: [],
    lifestage: [],
    breedSize: [],
    flavor: [],
    healthConditions: [],
    subBrand: [],
    packType: [],
    sites: [],
  };
  const badges: string[] = [];
  for (const tag of text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    if (tag.startsWith(BADGE_PREFIX)) {
      badges.push(tag);
      continue;
    }
    const [prefix, value] = tag.split('::', 2);
    const field = (Object.keys(TAG_PREFIXES) as (keyof typeof TAG_PREFIXES)[]).find((k) => TAG_PREFIXES[k] === prefix);
    if (field && value) facets[field].push(field === 'sites' ? value.toUpperCase() : value);
    else
      notes.push({
        line,
        column: COLUMNS.tags,
        handle,
        message: `the tag "${tag}" means nothing to the shop: left out`,
      });
  }
  return { facets, badges };
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** A value the schema could not check in the form the file gives it: the problem is said here, in the file's words. */
function number(
  row: Row,
  key: ColumnKey,
  pattern: RegExp,
  message: string,
  problems: Problem[],
  handle: string,
): number | undefined {
  const text = row.get(key).trim();
  if (text === '') return undefined;
  if (/^-\d/.test(text)) {
    problems.push({ line: row.line, column: COLUMNS[key], handle, message: 'cannot be negative' });
    return undefined;
  }
  if (!pattern.test(text)) {
    problems.push({ line: row.line, column: COLUMNS[key], handle, message: `${message}, not "${text.slice(0, 40)}"` });
    return undefined;
  }
  return Number(text);
}

function readVariant(
  row: Row,
  optionColumns: Map<string, ColumnKey>,
  food: { form: string; pack: string; flavor: string },
  problems: Problem[],
  handle: string,
): Partial<VariantInput> {
  const option = (name: string) => {
    const key = optionColumns.get(name);
    return key ? row.get(key).trim() : '';
  };
  const price = number(row, 'price', PRICE, 'must be a price such as 12.99', problems, handle);
  const compareAt = number(row, 'compareAt', PRICE, 'must be a price such as 12.99', problems, handle);
  const grams = number(row, 'grams', /^\d+(\.\d+)?$/, 'must be a weight in grams', problems, handle);
  const stock = number(row, 'inventoryQty', /^\d+$/, 'must be a whole number', problems, handle);
  const packCount = number(row, 'packCount', /^\d+$/, 'must be a whole number', problems, handle);
  const givenUnit = row.get('weightUnit').trim().toLowerCase();
  const unit = givenUnit === '' ? (food.form === 'dry' ? 'lbs' : 'oz') : givenUnit.startsWith('lb') ? 'lbs' : givenUnit;
  if (!['lbs', 'oz'].includes(unit))
    problems.push({
      line: row.line,
      column: COLUMNS.weightUnit,
      handle,
      message: `must be lb or oz, not "${givenUnit}"`,
    });
  const autoship = yesNo(row.get('autoship'), true);
  if (autoship === null)
    problems.push({ line: row.line, column: COLUMNS.autoship, handle, message: 'must be TRUE or FALSE' });
  const inUnit = unit === 'lbs' ? GRAMS_PER.lbs : GRAMS_PER.oz;
  // Grams are whole numbers: a pound to the hundredth and an ounce to the tenth are what they can carry back.
  const digits = unit === 'lbs' ? 100 : 10;
  return {
    sku: row.get('sku').trim(),
    size: option(OPTION_NAMES.size),
    flavor: option(OPTION_NAMES.flavor) || food.flavor,
    productForm: option(OPTION_NAMES.productForm) || FORM_BY_PACK[food.pack as keyof typeof FORM_BY_PACK] || 'Dry',
    ...(grams === undefined ? {} : { weight: Math.round((grams / inUnit) * digits) / digits }),
    weightUnit: unit as 'lbs' | 'oz',
    ...(price === undefined ? {} : { priceCents: Math.round(price * 100) }),
    compareAtCents: compareAt === undefined ? null : Math.round(compareAt * 100),
    tags: row
      .get('badges')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    ...(stock === undefined ? {} : { stock }),
    autoship: autoship ?? true,
    ...(packCount === undefined ? {} : { packCount }),
  };
}

type Group = { handle: string; rows: Row[] };

function readProduct(group: Group, notes: Problem[]): ReadProduct {
  const { handle } = group;
  const problems: Problem[] = [];
  const first = group.rows.find((r) => r.get('title').trim() !== '') ?? group.rows[0]!;
  const optionColumns = new Map<string, ColumnKey>();
  for (const slot of OPTION_SLOTS) {
    const name = first.get(slot.name).trim();
    if (!name || name === 'Title') continue;
    const known = Object.values(OPTION_NAMES).find(
      (o) => o.toLowerCase() === name.toLowerCase().replace('flavour', 'flavor'),
    );
    if (known) optionColumns.set(known, slot.value);
    else
      problems.push({
        line: first.line,
        column: COLUMNS[slot.name],
        handle,
        message: `the option "${name}" is not one the shop sells by (Size, Flavor, Product Form)`,
      });
  }
  if (!optionColumns.has(OPTION_NAMES.size))
    problems.push({ line: first.line, column: COLUMNS.option1Name, handle, message: 'needs a Size option' });
  const { facets, badges } = readTags(first.get('tags'), first.line, handle, notes);
  const foodForm = foodFormOf(first.get('type'));
  const packType = facets.packType[0] ?? PACK_BY_FORM[foodForm as keyof typeof PACK_BY_FORM] ?? 'bag';
  const published = yesNo(first.get('published'), true);
  if (published === null)
    problems.push({ line: first.line, column: COLUMNS.published, handle, message: 'must be TRUE or FALSE' });
  const status = first.get('status').trim().toLowerCase();
  if (status && !['active', 'draft', 'archived'].includes(status))
    problems.push({ line: first.line, column: COLUMNS.status, handle, message: 'must be active, draft or archived' });

  const variantRows = group.rows.filter((r) => r.get('sku').trim() !== '' || r.get('price').trim() !== '');
  const imageRows = group.rows
    .filter((r) => r.get('imageSrc').trim() !== '')
    .map((r) => ({ row: r, position: Number(r.get('imagePosition').trim()) || Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.position - b.position || a.row.line - b.row.line);
  const food = { form: foodForm, pack: packType, flavor: facets.flavor[0] ?? 'Original' };
  const input = {
    handle,
    title: first.get('title').trim(),
    description: htmlToText(first.get('body')),
    brand: brandOf(first.get('vendor')),
    subBrand: facets.subBrand[0] ?? '',
    species: facets.species,
    lifestage: facets.lifestage,
    breedSize: facets.breedSize,
    foodForm,
    packType,
    flavor: facets.flavor,
    healthConditions: facets.healthConditions,
    sites: facets.sites,
    tags: badges,
    published: (published ?? true) && (status === '' || status === 'active'),
    images: imageRows.map(({ row }) => ({ src: row.get('imageSrc').trim(), alt: row.get('imageAlt').trim() })),
    variants: variantRows.map((r) => readVariant(r, optionColumns, food, problems, handle)),
  };
  const parsed = feedProductSchema.safeParse(input);
  const locate = (path: readonly PropertyKey[]) => {
    const [top, index, field] = path;
    if (top === 'variants' && typeof index === 'number') {
      const row = variantRows[index] ?? first;
      const key = variantColumn(String(field ?? ''), optionColumns);
      return { line: row.line, column: key ? COLUMNS[key] : null };
    }
    if (top === 'images' && typeof index === 'number')
      return { line: imageRows[index]?.row.line ?? first.line, column: COLUMNS.imageSrc };
    return { line: first.line, column: COLUMNS[PRODUCT_COLUMN[String(top)] ?? 'handle'] };
  };
  if (!parsed.success) {
    // A value already said to be wrong in the file's words is not said again in the schema's.
    const said = new Set(problems.map((p) => `${p.line}|${p.column}`));
    for (const p of problemsOf(parsed.error, handle, locate))
      if (!said.has(`${p.line}|${p.column}`)) {
        said.add(`${p.line}|${p.column}`);
        problems.push(p);
      }
  }
  return { handle, line: first.line, product: parsed.success && problems.length === 0 ? parsed.data : null, problems };
}

const PRODUCT_COLUMN: Record<string, ColumnKey> = {
  handle: 'handle',
  title: 'title',
  description: 'body',
  brand: 'vendor',
  foodForm: 'type',
  published: 'published',
  species: 'tags',
  lifestage: 'tags',
  breedSize: 'tags',
  packType: 'tags',
  flavor: 'tags',
  healthConditions: 'tags',
  subBrand: 'tags',
  sites: 'tags',
  tags: 'tags',
  images: 'imageSrc',
  variants: 'sku',
};

function variantColumn(field: string, options: Map<string, ColumnKey>): ColumnKey | null {
  const byField: Record<string, ColumnKey | undefined> = {
    sku: 'sku',
    size: options.get(OPTION_NAMES.size),
    flavor: options.get(OPTION_NAMES.flavor),
    productForm: options.get(OPTION_NAMES.productForm),
    weight: 'grams',
    weightUnit: 'weightUnit',
    priceCents: 'price',
    compareAtCents: 'compareAt',
    tags: 'badges',
    stock: 'inventoryQty',
    autoship: 'autoship',
    packCount: 'packCount',
  };
  return byField[field] ?? null;
}

/** Reads the whole file: a problem with the file itself, or each product with its own problems. */
export function readShopifyCsv(text: string): FeedReading {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // Windows line endings become plain ones first: inside a quoted field the parser would count each as two lines.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    const reason = error instanceof Error ? error.message.replace(/^Invalid [^:]*: /, '') : 'unreadable';
    return {
      fileProblems: [{ line, column: null, handle: null, message: `not a CSV file: ${reason}` }],
      products: [],
      notes: [],
    };
  }
  const [header, ...body] = records;
  const names = (header?.record ?? []).map((h) => h.trim());
  const missing = REQUIRED_COLUMNS.filter((key) => !names.includes(COLUMNS[key]));
  if (!header || missing.length > 0)
    return {
      fileProblems: [
        {
          line: 1,
          column: null,
          handle: null,
          message: `the header has no ${missing.map((k) => COLUMNS[k]).join(', ')} column: is this Shopify's product CSV?`,
        },
      ],
      products: [],
      notes: [],
    };
  const index = new Map(names.map((name, i) => [name, i]));
  const groups = new Map<string, Group>();
  const notes: Problem[] = [];
  let previousEnd = header.info.lines;
  for (const { record, info } of body) {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    if (record.every((cell) => cell.trim() === '')) continue;
    const get = (key: ColumnKey) => {
      const at = index.get(COLUMNS[key]);
      return at === undefined ? '' : (record[at] ?? '');
    };
    const handle = get('handle').trim();
    const row = { line, get };
    const group = groups.get(handle) ?? { handle, rows: [] };
    group.rows.push(row);
    groups.set(handle, group);
  }
  const products = [...groups.values()].map((g) =>
    g.handle === ''
      ? {
          handle: '',
          line: g.rows[0]!.line,
          product: null,
          problems: g.rows.map((r) => ({ line: r.line, column: COLUMNS.handle, handle: null, message: 'is empty' })),
        }
      : readProduct(g, notes),
  );
  return { fileProblems: [], products, notes };
}
