// The site's catalogue by variant id, built once for each catalogue the catalogue service hands out.
import { siteCatalogue } from '../catalog/catalogue.server';
import { variantIndex, type VariantIndex } from '../catalog/variants';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';

const indexes = new WeakMap<object, VariantIndex>();

export async function catalogueIndex(db: Db, site: SiteId): Promise<VariantIndex> {
  const products = await siteCatalogue(db, site);
  let index = indexes.get(products);
  if (!index) indexes.set(products, (index = variantIndex(products)));
  return index;
}
