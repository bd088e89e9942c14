// The product page's own markup around its two islands (spec 000 §3): badges, title, brand and SKU, price and
// compare-at price (DTC), stock at the shopper's ZIP, the Hawaii note, the flavour links, the size links (DTC) or the
// size dropdown (HPSF), the purchase options (DTC), the description, the review widget's region (DTC) and the Product
// structured data. ProductDetail.astro writes it between its gallery and islands. It is made once per variant, stock
// and ZIP of a loaded product (a product page rendered again for another shopper, or with a cart, writes it without
// making it): written as Astro elements it was a tenth of the page's render.
import { outOfStockSuffix } from '../lib/cart/size-choice';
import { badgesToShow } from '../lib/catalog/badges';
import { productStructuredData } from '../lib/catalog/product-page';
import {
  AUTOSHIP_PROMO,
  autoshipPriceCents,
  deliveryChoices,
  HAWAII_DELIVERY_NOTE,
  PURCHASE_LABELS,
} from '../lib/catalog/promos';
import type { CatalogProduct, OptionName, Variant } from '../lib/catalog/types';
import { optionValue, sizesOfFlavour, variantHref as href } from '../lib/catalog/variants';
import { attributes, classes, markup, SafeHtml } from '../lib/site/html';
import { keptFor, onceFor } from '../lib/site/once-for';
import { cents, formatMoney } from '../lib/site/money';
import { jsonForScript } from '../lib/site/script-json';
import { isStaffSite, type SiteId } from '../lib/site/site';

export type ProductDetailInput = {
  product: CatalogProduct;
  variant: Variant;
  zip: string;
  inStockHere: boolean;
  /** Stock at the shopper's ZIP of each size offered. */
  sizeStock: ReadonlyMap<string, boolean>;
  hawaii: boolean;
  site: SiteId;
  /** The review widget's script, when the shop has one. */
  reviewsScript: string | null;
  /** The site's origin, for the structured data's addresses. */
  origin: string;
};

/** The markup before the islands, the description after them, and what follows the two columns. */
export type ProductDetailParts = { readonly buy: SafeHtml; readonly description: SafeHtml; readonly after: SafeHtml };

const option = (v: Variant, name: OptionName) => optionValue(v, name) ?? '';

/** A product's flavours, each by its first variant, in the catalogue's order. */
const flavoursOf = onceFor((product: CatalogProduct) => [
  ...new Map(product.variants.map((v) => [option(v, 'Flavor'), v])).values(),
]);

const madeParts = keptFor<CatalogProduct, ProductDetailParts>(8);

export function productDetailParts(input: ProductDetailInput): ProductDetailParts {
  const { product, variant, sizeStock } = input;
  const sizes = sizesOfFlavour(product, variant);
  const key = [
    variant.sku,
    sizes.map((v) => (sizeStock.get(v.sku) ? 1 : 0)).join(''),
    input.inStockHere ? 1 : 0,
    input.zip,
    input.site,
    input.hawaii ? 1 : 0,
    input.reviewsScript ?? '',
    input.origin,
  ].join('|');
  return madeParts(product, key, () => makeParts(input, sizes));
}

function makeParts(input: ProductDetailInput, sizes: Variant[]): ProductDetailParts {
  const { product, variant, zip, inStockHere, sizeStock, hawaii, site, reviewsScript, origin } = input;
  const staff = isStaffSite(site);
  const here = (v: Variant) => sizeStock.get(v.sku) ?? false;
  const flavour = option(variant, 'Flavor');
  const flavours = flavoursOf(product);
  const badges = badgesToShow(variant.badgeTags, site, 4);

  const price =
    !staff &&
    markup`<p class="price"><span>${formatMoney(variant.price)}</span>${
      variant.compareAtPrice &&
      markup`<s><span class="visually-hidden">was </span>${formatMoney(variant.compareAtPrice)}</s>`
    }</p>`;
  const flavourChoice =
    flavours.length > 1 &&
    markup`<fieldset class="choice"><legend>Flavor: <strong>${flavour}</strong></legend><ul>${flavours.map((v) => {
      const chosen = option(v, 'Flavor') === flavour;
      return markup`<li><a${attributes({
        class: classes('pill', chosen && 'selected'),
        href: href(v),
        'aria-current': chosen ? 'true' : null,
      })}>${option(v, 'Flavor')}</a></li>`;
    })}</ul></fieldset>`;
  const sizeChoice = staff
    ? markup`<form class="choice size-dropdown" method="get"${attributes({ action: `/products/${product.handle}` })} data-size-navigate><label for="size-choice">Size</label><select id="size-choice" name="sku" autocomplete="off">${sizes.map(
        (v) =>
          markup`<option${attributes({ value: v.sku, selected: v.sku === variant.sku, 'data-href': href(v) })}>${option(v, 'Size')}${here(v) ? '' : ` ${outOfStockSuffix(zip)}`}</option>`,
      )}</select><button type="submit" class="button secondary">Show this size</button></form>`
    : markup`<fieldset class="choice"><legend>Size: <strong>${option(variant, 'Size')}</strong></legend><ul>${sizes.map(
        (v) =>
          markup`<li><a${attributes({
            class: classes('pill', v.sku === variant.sku && 'selected', !here(v) && 'unavailable'),
            href: href(v),
            'aria-current': v.sku === variant.sku ? 'true' : null,
          })}>${option(v, 'Size')}${!here(v) && markup`<span class="visually-hidden">${outOfStockSuffix(zip)}</span>`}</a></li>`,
      )}</ul></fieldset>`;
  const purchase =
    !staff &&
    markup`<section class="purchase" aria-labelledby="purchase-heading"><h2 id="purchase-heading" class="visually-hidden">Purchase options</h2><p><strong>${PURCHASE_LABELS.single}</strong>: ${formatMoney(variant.price)}</p>${
      variant.sellingPlans.length > 0 &&
      markup`<p><strong>${PURCHASE_LABELS.autoship}</strong>: ${formatMoney(autoshipPriceCents(cents(variant.price)))}. ${AUTOSHIP_PROMO}. Delivered ${deliveryChoices(variant.sellingPlans.map((p) => p.name))}.</p>`
    }</section>`;

  const buy = markup`${
    badges.length > 0 &&
    markup`<ul class="badges" aria-label="Highlights">${badges.map((b) => markup`<li class="badge badge--${b.key}">${b.label}</li>`)}</ul>`
  }<h1>${product.title}</h1><p class="meta">${product.brand} · ${product.productType} · SKU ${variant.sku}</p>${price}<p${attributes(
    { class: classes('stock', !inStockHere && 'out') },
  )} role="status">${inStockHere ? `In stock for delivery to ${zip}` : `Out of Stock for delivery to ${zip}`}</p>${
    hawaii && markup`<p class="delivery">${HAWAII_DELIVERY_NOTE}</p>`
  }${flavourChoice}${sizeChoice}${purchase}`;

  const description = markup`<div class="description"><h2>About this food</h2><p>${product.description}</p></div>`;
  const data = productStructuredData(product, variant, `${origin}${href(variant)}`, origin, !staff);
  const reviews =
    !staff &&
    markup`<section class="reviews" aria-labelledby="reviews-heading"${attributes({ 'data-review-product': product.handle })}><h2 id="reviews-heading">Reviews</h2><div id="reviews-widget"${attributes(
      { 'data-product-id': product.handle, 'data-sku': variant.sku },
    )}><p>${reviewsScript ? 'Loading reviews…' : 'Reviews from pet parents appear here.'}</p></div>${
      reviewsScript && markup`<script async${attributes({ src: reviewsScript })}></script>`
    }</section>`;
  const after = markup`${reviews}<script type="application/ld+json">${new SafeHtml(jsonForScript(data))}</script>`;
  return { buy, description, after };
}
