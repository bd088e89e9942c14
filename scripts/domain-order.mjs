// The domains of src/lib, bottom to top (docs/architecture.md): each may import the ones before it, never one after.
// The linter enforces it; tests/unit/architecture.test.ts keeps this list, that page and the folders in step.
export const DOMAIN_ORDER = [
  'site',
  'db',
  'mail',
  'content',
  'catalog',
  'images',
  'studio',
  'stock',
  'account',
  'subscriptions',
  'cart',
  'analytics',
  'giving',
  'orders',
  'checkout',
  'autoship',
  'support',
  'http',
  'backoffice',
  'seed',
];
