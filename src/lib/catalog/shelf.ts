// What one shopper is shown and may order (spec 000 §4 isEligibleForPd; spec 001 §3 brand "Prescription Diet (HPSF
// only)"): the site's products, and Prescription Diet only for an account whose group is eligible for it.
import type { SiteId } from '../site/site';
import type { CatalogProduct } from './types';

export type Shelf = { site: SiteId; prescriptionDiet: boolean };

/** A guest's shelf, and the one of every page that is the same for everyone (the sitemap). */
export const publicShelf = (site: SiteId): Shelf => ({ site, prescriptionDiet: false });

export const isPrescriptionDiet = (product: Pick<CatalogProduct, 'attributes'>): boolean =>
  product.attributes.brand === 'prescription-diet';

/** Sold on the shelf's site, and not Prescription Diet unless the shelf holds it. */
export const onShelf = (product: Pick<CatalogProduct, 'attributes'>, shelf: Shelf): boolean =>
  product.attributes.sites.includes(shelf.site) && (shelf.prescriptionDiet || !isPrescriptionDiet(product));

export const PRESCRIPTION_DIET_REFUSAL =
  'Prescription Diet is available only to staff of clinics in the Prescription Diet program.';

/** A link to Prescription Diet: its brand listing (`?brand=`, `/brand/…`) or one of its product pages. */
const PRESCRIPTION_LINK = /^\/products(?=[/?#]|$).*[/?&=,]prescription-diet([/&,#]|$)/;

/** Whether a link leads to something on the shelf: a Prescription Diet link is left off a shelf without it. */
export const linkOnShelf = (url: string, shelf: Shelf): boolean =>
  shelf.prescriptionDiet || !PRESCRIPTION_LINK.test(url);

/** A menu with the links (and their children) that lead off the shelf left out. */
export function menuOnShelf<T extends { url: string; children?: T[] | undefined }>(
  items: readonly T[],
  shelf: Shelf,
): T[] {
  return items
    .filter((item) => linkOnShelf(item.url, shelf))
    .map((item) => (item.children ? { ...item, children: menuOnShelf(item.children, shelf) } : item));
}
