// npm run catalogue:generate -- --products N --orders N [--seed N]: fills the store's database (DATABASE_URL, as
// the store reads it) with a generated catalogue and order history, for tests and for benchmarks at scale
// (README, "A large catalogue"). The database must be the store's, migrated and seeded, and not generated into before.
import { parseArgs } from 'node:util';
import { GenerateRefusal, generateCatalogue } from '../src/lib/seed/generate/generate.server';
import { BULK_BUYER_EMAIL, BULK_BUYER_ORDERS } from '../src/lib/seed/generate/orders';
import { DatabaseUrlError, withoutPassword } from '../src/lib/db/url';
import { DEFAULT_DATABASE_URL, fail } from './store-database.mjs';

const USAGE = `Usage: npm run catalogue:generate -- [--products N] [--orders N] [--seed N]

Adds N generated products (default 20000) and N orders (default 1000000) with their customers to the store's
database (DATABASE_URL; start the store once on it first). One customer, ${BULK_BUYER_EMAIL}, has ${BULK_BUYER_ORDERS}
of the orders; every account's password is Petfood-demo-1. The same --seed gives the same data (default: random).`;

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
    return fail(`--${name} must be a whole number of 0 or more (got ${JSON.stringify(value)}).\n\n${USAGE}`);
  return Number(value);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      products: { type: 'string' },
      orders: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const products = count('products', parsed.values.products, 20_000);
const orders = count('orders', parsed.values.orders, 1_000_000);
const seed = count('seed', parsed.values.seed, Math.floor(Math.random() * 2 ** 31));
if (products === 0 && orders > 0) fail(`Orders need products to order: give --products too.\n\n${USAGE}`);

const databaseUrl = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
console.log(
  `Generating ${products} products and ${orders} orders (seed ${seed}) into ${databaseUrl.startsWith('file:') ? databaseUrl : withoutPassword(databaseUrl)} …`,
);
try {
  const summary = await generateCatalogue({ databaseUrl, products, orders, seed, log: (line) => console.log(line) });
  console.log(
    `Done in ${summary.seconds} s: ${summary.products} products (${summary.variants} variants), ${summary.customers} customers, ${summary.orders} orders (${summary.lines} lines).`,
  );
} catch (error) {
  if (error instanceof GenerateRefusal || error instanceof DatabaseUrlError) fail(error.message);
  throw error;
}
