// The shop's own addresses an editor is offered when a field is a link: the fixed pages, the food categories, and
// every content page by its slug.
const FIXED = [
  '/',
  '/products',
  '/products/dog',
  '/products/cat',
  '/products/dog/food-form/dry-food',
  '/products/dog/food-form/wet-food',
  '/products/cat/food-form/dry-food',
  '/products/cat/food-form/wet-food',
  '/search',
  '/cart',
  '/contact-us',
  '/account/dashboard',
  '/account/orders',
  '/account/autoships',
  '/sitemap',
];

export function studioLinks(pageKeys: readonly string[]): string[] {
  return [...new Set([...FIXED, ...pageKeys.map((key) => `/${key}`)])];
}
