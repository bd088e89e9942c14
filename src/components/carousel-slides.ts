// A carousel's slides, a string each (spec 000 §9), the way a listing writes its cards: as components, each card went
// through Astro's rendering again, and each title with `&` in an attribute threw inside Astro's absolute-URL check.
// The page takes them as a list (`set:html` writes each in turn), so no string of all of them is made.
import type { CatalogProduct } from '../lib/catalog/types';
import { attributes, markup } from '../lib/site/html';
import { productCardHtml, type ProductCardInput } from './product-card';

/** One `<li class="slide">` a product, named for the data layer by its title, holding its card at its place. */
export function carouselSlidesHtml(
  products: readonly CatalogProduct[],
  shared: Pick<ProductCardInput, 'freeShippingMinimum' | 'stock' | 'site'>,
): string[] {
  return products.map(
    (product, index) =>
      markup`<li class="slide"${attributes({ 'data-carousel-item': product.title })}>${productCardHtml({
        product,
        slug: [],
        searchSku: null,
        index,
        freeShippingMinimum: shared.freeShippingMinimum,
        stock: shared.stock,
        site: shared.site,
      })}</li>`.text,
  );
}
