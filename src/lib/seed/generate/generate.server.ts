// Fills a store's database with a generated catalogue and order history (npm run catalogue:generate): products on
// top of the seed's with their stock in every region, content and shared pictures, then customers with their
// accounts, addresses and cards, and their orders with lines, shipments and refunds. All in one transaction: a run
// that fails leaves the database as it was. The shop's rules are in products.ts and orders.ts; this only writes.
import { existsSync } from 'node:fs';
import { hashPassword } from 'better-auth/crypto';
import { migrations } from '../../db/migrations/index';
import { connect } from '../../db/connect.server';
import { parseDatabaseUrl } from '../../db/url';
import { indexSearchIfBehind } from '../search-index.server';
import { drawPackage } from '../../catalog/product-art';
import { drawBack, drawPanel, drawTexture } from '../../catalog/gallery-art';
import { rasterise } from '../../images/raster.server';
import { regionalStockRows } from '../../stock/stock';
import { productColumns, productIdOf, variantColumns } from '../../catalog/feed/rows';
import type { ProductContent } from '../../content/product-content';
import { DEMO_PASSWORD } from '../demo-password';
import { GALLERY_VIEWS, seedProductContent } from '../product-content';
import { artGroup, generateProducts, type GeneratedProduct } from './products';
import {
  BULK_BUYER_EMAIL,
  makeCustomer,
  orderCounts,
  orderStatuses,
  orderTimes,
  planOrder,
  REFUND_REASONS,
  type Customer,
  type Sellable,
} from './orders';
import { identityId, seededRandom, timeOrderedUuid, type Random } from './random';
import { postgresWriter, sqliteWriter, type BulkWriter } from './bulk-writer.server';

/** The counter row that marks a database as holding a generated catalogue (its value: how many products). */
export const GENERATED_MARK = 'catalogue_generated';
/** Generated SKUs start here, far above the seed's (which end near 1,200,000). */
export const FIRST_GENERATED_SKU = 2_000_000;

export class GenerateRefusal extends Error {}

export type GenerateOptions = {
  databaseUrl: string | undefined;
  products: number;
  orders: number;
  seed: number;
  now?: Date;
  log?: (line: string) => void;
};

export type GenerateSummary = {
  products: number;
  variants: number;
  customers: number;
  orders: number;
  lines: number;
  seconds: number;
};

const IMAGE_SIZE = 1280;
const PROGRESS_EVERY = 100_000;
const DAY = 86_400_000;
const HISTORY_TABLES = [
  'orders',
  'order_lines',
  'shipments',
  'refunds',
  'auth_accounts',
  'addresses',
  'payment_methods',
];

/** A row's values in the order of `columns`, as the writer takes them. */
const valuesOf = (columns: readonly string[], row: Record<string, string | number | null>) =>
  columns.map((column) => row[column] ?? null);

const COLUMNS = {
  images: ['id', 'format', 'width', 'height', 'alt', 'body', 'updated_at'],
  products: [
    'id',
    'handle',
    'title',
    'description',
    'product_type',
    'brand',
    'sub_brand',
    'food_form',
    'pack_type',
    'attributes',
    'tags',
    'image_id',
    'position',
    'created_at',
    'published',
  ],
  variants: [
    'id',
    'product_id',
    'sku',
    'flavor',
    'size',
    'product_form',
    'weight',
    'weight_unit',
    'price_cents',
    'compare_at_cents',
    'tags',
    'stock',
    'autoship',
    'position',
    'pack_count',
  ],
  regional_stock: ['sku', 'region', 'quantity'],
  content_entries: ['id', 'type', 'key', 'site', 'status', 'position', 'data', 'updated_at', 'version'],
  content_versions: ['entry_id', 'version', 'status', 'data', 'created_at', 'editor_id', 'editor_email'],
  auth_users: ['id', 'name', 'email', 'emailVerified', 'image', 'createdAt', 'updatedAt'],
  auth_accounts: ['id', 'accountId', 'providerId', 'userId', 'password', 'createdAt', 'updatedAt'],
  profiles: [
    'user_id',
    'kind',
    'first_name',
    'last_name',
    'phone',
    'accepts_marketing',
    'data',
    'created_at',
    'updated_at',
  ],
  addresses: [
    'id',
    'user_id',
    'first_name',
    'last_name',
    'company',
    'address1',
    'address2',
    'city',
    'province_code',
    'zip',
    'country_code',
    'phone',
    'home_delivery_only',
    'is_default',
    'created_at',
    'updated_at',
  ],
  payment_methods: [
    'id',
    'user_id',
    'gateway',
    'reference',
    'brand',
    'last4',
    'exp_month',
    'exp_year',
    'created_at',
    'is_default',
    'removed_at',
  ],
  orders: [
    'id',
    'number',
    'user_id',
    'site',
    'email',
    'financial_status',
    'fulfillment_status',
    'subtotal_cents',
    'discount_cents',
    'program_discount_cents',
    'shipping_cents',
    'tax_cents',
    'total_cents',
    'shipping_address',
    'attributes',
    'discount_codes',
    'payment',
    'subscription_id',
    'created_at',
    'attempt_key',
    'checkout_id',
    'payment_method_id',
    'stock_takes',
    'cancelled_at',
    'cancel_reason',
    'refunded_cents',
  ],
  order_lines: [
    'id',
    'order_id',
    'position',
    'variant_id',
    'sku',
    'title',
    'variant_title',
    'handle',
    'quantity',
    'unit_cents',
    'subtotal_cents',
    'selling_plan_id',
    'attributes',
    'shipped_quantity',
    'refunded_quantity',
  ],
  shipments: ['id', 'order_id', 'carrier', 'tracking_number', 'lines', 'shipped_at', 'delivered_at', 'created_by'],
  refunds: [
    'id',
    'order_id',
    'request_key',
    'amount_cents',
    'lines',
    'reason',
    'gateway_reference',
    'created_at',
    'created_by',
  ],
} as const;

async function openWriter(databaseUrl: string | undefined): Promise<BulkWriter> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.dialect === 'postgres') {
    try {
      return await postgresWriter(target.connectionString);
    } catch (error) {
      throw new GenerateRefusal(`Cannot reach the PostgreSQL database: ${(error as Error).message}`);
    }
  }
  if (!existsSync(target.filename))
    throw new GenerateRefusal(
      `There is no database at ${target.filename} yet: start the server once, or set DATABASE_URL.`,
    );
  try {
    return sqliteWriter(target.filename);
  } catch (error) {
    throw new GenerateRefusal(
      `${target.filename} cannot be opened as the store's database: ${(error as Error).message}`,
    );
  }
}

/** Refuses a database that is not the store's, not migrated or seeded yet, or already generated into. */
async function mustBeReady(writer: BulkWriter): Promise<void> {
  const tables = new Set(
    (
      await writer
        .query<{
          name: string;
        }>(
          writer.dialect === 'sqlite'
            ? "select name from sqlite_master where type = 'table'"
            : 'select table_name as name from information_schema.tables where table_schema = current_schema()',
        )
        .catch((error: Error) => {
          throw new GenerateRefusal(`The database cannot be read as the store's: ${error.message}`);
        })
    ).map((row) => row.name),
  );
  if (!tables.has('orders') || !tables.has('kysely_migration'))
    throw new GenerateRefusal("This is not the store's database (it has no orders or migrations table).");
  const applied = new Set(
    (await writer.query<{ name: string }>('select name from kysely_migration')).map((row) => row.name),
  );
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  if (missing.length > 0)
    throw new GenerateRefusal(
      `The database is not migrated yet (${missing.length} migrations to go): start the store once on it first.`,
    );
  const [products] = await writer.query<{ count: number | string }>('select count(*) as count from products');
  if (Number(products?.count ?? 0) === 0)
    throw new GenerateRefusal('The database is not seeded yet: start the store once on it first.');
  const marked = await writer.query<{ value: number }>('select value from counters where name = $1', [GENERATED_MARK]);
  if (marked.length > 0)
    throw new GenerateRefusal(
      `The database already holds ${marked[0]!.value} generated products: generate into a fresh store instead. Nothing was changed.`,
    );
  const bulk = await writer.query('select id from auth_users where email = $1', [BULK_BUYER_EMAIL]);
  if (bulk.length > 0)
    throw new GenerateRefusal(`The database already has ${BULK_BUYER_EMAIL}: generate into a fresh store instead.`);
}

type Art = { front: string; views: Record<string, string> };

/** The shared pictures: one set per brand, pack and species, drawn for the group's first product. */
async function drawArt(writer: BulkWriter, products: GeneratedProduct[], contents: ProductContent[], stamp: string) {
  const groups = new Map<string, Art>();
  const draw = { back: drawBack, food: drawTexture, panel: drawPanel };
  for (const [i, product] of products.entries()) {
    const group = artGroup(product);
    if (groups.has(group)) continue;
    const id = `generated-${group}`;
    const art: Art = { front: `${id}.png`, views: {} };
    const species = product.species[0]!;
    const front = drawPackage({
      brand: product.brand,
      line: product.brand === 'hills-treats' ? 'Treats' : `${species === 'dog' ? 'Dog' : 'Cat'} Food`,
      flavor: '',
      species,
      packType: product.packType,
    });
    const brand = {
      'science-diet': 'Science Diet',
      'prescription-diet': 'Prescription Diet',
      'hills-treats': "Hill's",
    }[product.brand];
    const images: [string, string, string][] = [
      [art.front, front, `A ${brand} ${product.packType} of ${species} food`],
    ];
    for (const { view, alt } of GALLERY_VIEWS) {
      art.views[view] = `${id}-${view}.png`;
      images.push([art.views[view], draw[view]({ ...product, content: contents[i]! }), alt]);
    }
    for (const [imageId, svg, alt] of images) {
      const body = await rasterise(svg, 600, IMAGE_SIZE);
      writer.add('images', COLUMNS.images, [imageId, 'png', IMAGE_SIZE, IMAGE_SIZE, alt, body, stamp]);
    }
    groups.set(group, art);
  }
  return groups;
}

async function writeProducts(writer: BulkWriter, options: GenerateOptions, random: Random, stamp: string) {
  const seeded = await writer.query<{ handle: string }>('select handle from products');
  const [last] = await writer.query<{ position: number | null }>('select max(position) as position from products');
  const position = Number(last?.position ?? 0);
  const products = generateProducts(
    { count: options.products, firstSku: FIRST_GENERATED_SKU, takenHandles: new Set(seeded.map((r) => r.handle)) },
    random,
  );
  const contents = products.map((p) => seedProductContent(p));
  const art = await drawArt(writer, products, contents, stamp);
  const sellables: { product: GeneratedProduct; items: Sellable[] }[] = [];
  let variants = 0;
  for (const [i, p] of products.entries()) {
    const id = productIdOf(p.handle);
    const pictures = art.get(artGroup(p))!;
    const product = {
      id,
      ...productColumns({ ...p, published: true, images: [] }),
      image_id: pictures.front,
      position: position + 1 + i,
      created_at: stamp,
    };
    writer.add('products', COLUMNS.products, valuesOf(COLUMNS.products, product));
    const items: Sellable[] = [];
    for (const [j, v] of p.variants.entries()) {
      const variant = variantColumns(id, v, j);
      const variantId = variant.id;
      writer.add('variants', COLUMNS.variants, valuesOf(COLUMNS.variants, variant));
      for (const r of regionalStockRows(v.sku, v.stock, v.tags))
        writer.add('regional_stock', COLUMNS.regional_stock, [r.sku, r.region, r.quantity]);
      items.push({
        variantId,
        sku: v.sku,
        title: p.title,
        variantTitle: `${v.flavor} / ${v.size}`,
        handle: p.handle,
        priceCents: v.priceCents,
        autoship: v.autoship,
      });
      variants++;
    }
    sellables.push({ product: p, items });
    const content: ProductContent = {
      ...contents[i]!,
      gallery: [
        { id: pictures.front, alt: `${p.title}, the front of the pack` },
        ...GALLERY_VIEWS.map(({ view, alt }) => ({ id: pictures.views[view]!, alt: `${p.title}: ${alt}` })),
      ],
    };
    const entryId = timeOrderedUuid(Date.parse(stamp), random);
    const data = JSON.stringify(content);
    writer.add('content_entries', COLUMNS.content_entries, [
      entryId,
      'product_content',
      p.handle,
      'ALL',
      'published',
      0,
      data,
      stamp,
      1,
    ]);
    writer.add('content_versions', COLUMNS.content_versions, [entryId, 1, 'published', data, stamp, null, null]);
    await writer.settle();
  }
  return { products, variants, sellables };
}

/** What each site sells for each pet, the seed's products and the generated ones, in the order shoppers favour. */
async function shelves(
  writer: BulkWriter,
  generated: { product: GeneratedProduct; items: Sellable[] }[],
  random: Random,
) {
  const seeded = await writer.query<{
    id: string;
    sku: string;
    title: string;
    handle: string;
    flavor: string;
    size: string;
    price_cents: number;
    autoship: number;
    attributes: string;
  }>(
    `select v.id, v.sku, p.title, p.handle, v.flavor, v.size, v.price_cents, v.autoship, p.attributes
       from variants v join products p on p.id = v.product_id order by p.position, v.position`,
  );
  const shelf = new Map<string, Sellable[]>();
  const put = (sites: string[], species: string[], item: Sellable) => {
    for (const site of sites)
      for (const s of species) {
        const key = `${site}/${s}`;
        if (!shelf.has(key)) shelf.set(key, []);
        shelf.get(key)!.push(item);
      }
  };
  for (const row of seeded) {
    if (Number(row.sku) >= FIRST_GENERATED_SKU) continue;
    const { sites = [], species = [] } = JSON.parse(row.attributes) as { sites?: string[]; species?: string[] };
    put(sites, species, {
      variantId: row.id,
      sku: row.sku,
      title: row.title,
      variantTitle: `${row.flavor} / ${row.size}`,
      handle: row.handle,
      priceCents: Number(row.price_cents),
      autoship: Number(row.autoship) === 1,
    });
  }
  // The seed's products first (the store's established lines), then the generated ones in a random order of favour.
  const order = generated.map((g, i) => [g, random.next(), i] as const).sort((a, b) => a[1] - b[1]);
  for (const [{ product, items }] of order) for (const item of items) put(product.sites, product.species, item);
  return shelf;
}

async function writeHistory(
  writer: BulkWriter,
  options: GenerateOptions,
  shelf: Map<string, Sellable[]>,
  random: Random,
  log: (line: string) => void,
  started: number,
) {
  const now = (options.now ?? new Date()).getTime();
  const counts = orderCounts(options.orders, random);
  if (counts.length === 0) return { customers: 0, orders: 0, lines: 0 };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const flag = writer.dialect === 'postgres' ? true : 1;

  // Every order's time and customer, then sorted: numbers are given in the order the orders were placed.
  const total = counts.reduce((a, b) => a + b, 0);
  const times = new Float64Array(total);
  const owners = new Uint32Array(total);
  const firsts = new Float64Array(counts.length);
  let k = 0;
  for (const [c, count] of counts.entries()) {
    const placed = orderTimes(count, now, random, c === 0);
    firsts[c] = placed[0]!;
    for (const t of placed) {
      times[k] = t;
      owners[k++] = c;
    }
  }
  const sequence = new Uint32Array(total).map((_, i) => i).sort((a, b) => times[a]! - times[b]! || a - b);

  // Customers are written as they first order, so the accounts too are made in time order.
  const customers: (Customer & { id: string; cardId: string; addressJson: string; payment: string })[] = new Array(
    counts.length,
  );
  const seen = new Uint8Array(counts.length);
  const addCustomer = (c: number) => {
    const customer = makeCustomer(c, firsts[c]!, random);
    const joined = new Date(customer.joinedAt).toISOString();
    const id = identityId(random);
    const cardId = `pm_${random.hex(16)}`;
    writer.add('auth_users', COLUMNS.auth_users, [
      id,
      `${customer.firstName} ${customer.lastName}`,
      customer.email,
      flag,
      null,
      joined,
      joined,
    ]);
    writer.add('auth_accounts', COLUMNS.auth_accounts, [
      identityId(random),
      id,
      'credential',
      id,
      passwordHash,
      joined,
      joined,
    ]);
    writer.add('profiles', COLUMNS.profiles, [
      id,
      'consumer',
      customer.firstName,
      customer.lastName,
      null,
      random.chance(0.4) ? 1 : 0,
      '{}',
      joined,
      joined,
    ]);
    const a = customer.address;
    writer.add('addresses', COLUMNS.addresses, [
      timeOrderedUuid(customer.joinedAt, random),
      id,
      a.firstName,
      a.lastName,
      null,
      a.address1,
      a.address2,
      a.city,
      a.provinceCode,
      a.zip,
      'US',
      a.phone,
      0,
      1,
      joined,
      joined,
    ]);
    writer.add('payment_methods', COLUMNS.payment_methods, [
      cardId,
      id,
      'test',
      'test_approved',
      customer.card.brand,
      customer.card.last4,
      customer.card.expMonth,
      customer.card.expYear,
      joined,
      1,
      null,
    ]);
    customers[c] = {
      ...customer,
      id,
      cardId,
      addressJson: JSON.stringify(a),
      payment: JSON.stringify({ brand: customer.card.brand, last4: customer.card.last4 }),
    };
    seen[c] = 1;
  };

  const [numbers] = await writer.query<{ value: number }>('select value from counters where name = $1', [
    'order_number',
  ]);
  const counter = Number(numbers?.value ?? 1000);
  const rebuildIndexes = await writer.suspendIndexes(HISTORY_TABLES);
  const ordered = new Uint8Array(counts.length);
  let lines = 0;
  for (let i = 0; i < total; i++) {
    const index = sequence[i]!;
    const c = owners[index]!;
    const at = times[index]!;
    if (!seen[c]) addCustomer(c);
    const customer = customers[c]!;
    const items = shelf.get(`${customer.site}/${customer.species}`) ?? shelf.get(`${customer.site}/dog`)!;
    const order = planOrder(customer, items, at, now, !ordered[c], random);
    ordered[c] = 1;
    const number = counter + 1 + i;
    const id = timeOrderedUuid(at, random);
    const created = new Date(at).toISOString();
    const status = orderStatuses(order.state);
    const attributes = JSON.stringify([
      { key: 'sales_org', value: 'USHD' },
      { key: 'order_type', value: order.kind },
      { key: 'shipping_location', value: 'ship_to_home' },
      { key: 'charge_id', value: `ch_test_${random.hex(16)}` },
    ]);
    writer.add('orders', COLUMNS.orders, [
      id,
      number,
      customer.id,
      order.site,
      customer.email,
      status.financial,
      status.fulfillment,
      order.subtotalCents,
      order.discountCents,
      0,
      order.shippingCents,
      order.taxCents,
      order.totalCents,
      customer.addressJson,
      attributes,
      JSON.stringify(order.discountCodes),
      customer.payment,
      null,
      created,
      null,
      null,
      customer.cardId,
      '[]',
      order.cancelledAt === null ? null : new Date(order.cancelledAt).toISOString(),
      order.cancelReason,
      order.state === 'refunded' ? order.totalCents : 0,
    ]);
    const shipped = order.shippedAt !== null;
    const refunded = order.state === 'refunded';
    const lineCounts: { lineId: string; quantity: number }[] = [];
    for (const [position, line] of order.lines.entries()) {
      const lineId = timeOrderedUuid(at, random);
      lineCounts.push({ lineId, quantity: line.quantity });
      writer.add('order_lines', COLUMNS.order_lines, [
        lineId,
        id,
        position,
        line.variantId,
        line.sku,
        line.title,
        line.variantTitle,
        line.handle,
        line.quantity,
        line.unitCents,
        line.unitCents * line.quantity,
        line.sellingPlanId,
        '[]',
        shipped ? line.quantity : 0,
        refunded ? line.quantity : 0,
      ]);
    }
    lines += order.lines.length;
    const counted = JSON.stringify(lineCounts);
    if (shipped) {
      writer.add('shipments', COLUMNS.shipments, [
        timeOrderedUuid(order.shippedAt!, random),
        id,
        order.carrier,
        trackingNumber(order.carrier, number),
        counted,
        new Date(order.shippedAt!).toISOString(),
        order.deliveredAt === null ? null : new Date(order.deliveredAt).toISOString(),
        'operator@example.com',
      ]);
    }
    if (refunded) {
      writer.add('refunds', COLUMNS.refunds, [
        timeOrderedUuid(order.refundedAt!, random),
        id,
        `generated:${id}`,
        order.totalCents,
        counted,
        random.pick(REFUND_REASONS),
        `re_test_${random.hex(16)}`,
        new Date(order.refundedAt!).toISOString(),
        'operator@example.com',
      ]);
    }
    if ((i + 1) % 1000 === 0) await writer.settle();
    if ((i + 1) % PROGRESS_EVERY === 0) log(`  orders: ${i + 1} of ${total} (${seconds(started)} s)`);
  }
  log(`  building the indexes (${seconds(started)} s)`);
  await rebuildIndexes();
  // The store's next order takes the number after the last one written here.
  await writer.query('update counters set value = $1 where name = $2', [counter + total, 'order_number']);
  return { customers: counts.length, orders: total, lines };
}

/** A tracking number of the carrier's shape, unique through the order number. */
function trackingNumber(carrier: string, number: number): string {
  const digits = String(number).padStart(10, '0');
  if (carrier === 'UPS') return `1Z999AA1${digits}`;
  if (carrier === 'FedEx') return `7${digits}1`;
  return `9400111${digits}55`;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

export async function generateCatalogue(options: GenerateOptions): Promise<GenerateSummary> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const random = seededRandom(options.seed);
  const writer = await openWriter(options.databaseUrl);
  // The history ends at the start of today (UTC), not this minute, so the same seed on the same day gives the same rows.
  const now = options.now ?? new Date(Math.floor(Date.now() / DAY) * DAY);
  const stamp = now.toISOString();
  let summary: Omit<GenerateSummary, 'seconds'>;
  try {
    await mustBeReady(writer);
    const { products, variants, sellables } = await writeProducts(writer, options, random, stamp);
    log(`  products: ${products.length} with ${variants} variants (${seconds(started)} s)`);
    const shelf = await shelves(writer, sellables, random);
    const history = await writeHistory(writer, { ...options, now }, shelf, random, log, started);
    await writer.query('insert into counters (name, value) values ($1, $2)', [GENERATED_MARK, products.length]);
    // Running instances drop what they cached of the catalogue and read it again (src/lib/db/invalidations).
    await writer.query('insert into cache_invalidations (cache_keys, created_at) values ($1, $2)', [
      '["*"]',
      new Date().toISOString(),
    ]);
    log(`  committing (${seconds(started)} s)`);
    await writer.commit();
    summary = { products: products.length, variants, ...history };
  } catch (error) {
    await writer.rollback();
    throw error;
  }
  // The search index takes the new products once they are committed (through the store's own writer).
  const db = connect(parseDatabaseUrl(options.databaseUrl));
  try {
    log(`  search index: ${await indexSearchIfBehind(db)} products (${seconds(started)} s)`);
  } finally {
    await db.destroy();
  }
  return { ...summary, seconds: Number(seconds(started)) };
}
