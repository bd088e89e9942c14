// The site's catalogue by variant id, built once for each catalogue the catalogue service hands out.
import { indexOfLoad, siteCatalogue } from '../catalog/catalogue.server';
import type { VariantIndex } from '../catalog/variants';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';

export async function siteCatalogueIndex(db: Db, site: SiteId): Promise<VariantIndex> {
  return indexOfLoad(await siteCatalogue(db, site));
}
