// The markup of the product card of spec 000 §2, rendered on the server with its variant already chosen: link to
// /products/{variantURL}?sku={sku}, image, title, 25-character description, at most 2 badges, sizes (pills on DTC, a
// dropdown on HPSF) marked by the stock at the shopper's ZIP, price and promotions (DTC only), and the add-to-cart
// controls (purchase type, quantity, button). Choosing a size changes the card in place (src/lib/cart/card-sizes.ts);
// the controls are plain HTML, disabled until the page's one script wakes them (src/lib/cart/card-cart.ts), and the
// list's one dialog island says what was added (src/islands/CardAddedDialog.tsx). A listing renders two dozen cards,
// so the card is one string (src/lib/site/html.ts) rather than an Astro template, whose per-element rendering cost
// more than everything else the card does. A listing writes its cards' strings itself; a carousel writes its slides
// with ./carousel-slides.ts; either puts `cardListAttributes` on the element that holds them. CardAssets.astro brings
// the cards' script and styles.
import { cardData, cardListData, outOfStockNote, outOfStockSuffix, sizeChoiceData } from '../lib/cart/size-choice';
import { badgesToShow } from '../lib/catalog/badges';
import { preselectVariant } from '../lib/catalog/preselect';
import { cardPromos, HAWAII_DELIVERY_NOTE, PURCHASE_LABELS } from '../lib/catalog/promos';
import { truncateDescription } from '../lib/catalog/text';
import type { CatalogProduct, Image, Variant } from '../lib/catalog/types';
import { optionValue, productImageAlt, sizesOfFlavour, variantHref as href } from '../lib/catalog/variants';
import { storeImageUrls } from '../lib/images/buckets';
import { attributes, classes, markup, type SafeHtml } from '../lib/site/html';
import { keptFor, onceFor } from '../lib/site/once-for';
import { cents, formatMoney } from '../lib/site/money';
import { isStaffSite, type SiteId } from '../lib/site/site';
import { inStockAt, type StockAtZip } from '../lib/stock/stock';

export type ProductCardInput = {
  product: CatalogProduct;
  slug: string[];
  searchSku: string | null;
  freeShippingMinimum: number;
  /** Stock at the shopper's ZIP, which marks the sizes that cannot be delivered there. */
  stock: StockAtZip;
  /** The card's place in its list, for the data layer's selectItem (spec 001 §7). */
  index?: number;
  eager?: boolean;
  hawaii?: boolean;
  /** The title's heading level: 2 where the cards sit right under the page's h1 (a listing), 3 under a section's h2. */
  level?: 2 | 3;
  site: SiteId;
};

const size = (v: Variant) => optionValue(v, 'Size') ?? '';
const IMAGE_SIZE = 240;
const imageOf = (v: Variant) => (v.imagePrimary ? storeImageUrls(v.imagePrimary.url, IMAGE_SIZE) : null);

// What a card writes that no request changes is made once per image and product of the loaded catalogue
// (src/lib/site/once-for.ts): a listing's two dozen cards made their image addresses and each size's data afresh,
// escaped, on every render, half of the cards' time.

/** An image's `src` and `srcset` on a card. */
const imageSources = onceFor((image: Image) => {
  const urls = storeImageUrls(image.url, IMAGE_SIZE);
  return attributes({ src: urls.src, srcset: urls.srcSet || null });
});

/**
 * A product's size controls' data (src/lib/cart/size-choice.ts), in stock and out of stock at the shopper's ZIP, and
 * its short description. A size carries its own image only when the sizes of its flavour do not share one.
 */
const productParts = onceFor((product: CatalogProduct) => {
  const choices = new Map<Variant, readonly [outOfStock: SafeHtml, inStock: SafeHtml]>();
  for (const v of product.variants) {
    const shared = sizesOfFlavour(product, v).every((s) => s.imagePrimary?.url === v.imagePrimary?.url);
    const image = shared ? null : imageOf(v);
    const data = (inStock: boolean) => attributes(sizeChoiceData(v, { inStock, image }));
    choices.set(v, [data(false), data(true)]);
  }
  return {
    description: truncateDescription(product.description),
    choice(v: Variant, inStock: boolean): SafeHtml {
      const made = choices.get(v);
      if (!made) throw new Error(`${v.sku} is not a size of ${product.handle}`);
      return made[inStock ? 1 : 0];
    },
  };
});

const QUANTITY = markup`<div class="quantity" role="group" aria-label="Quantity"><button type="button" class="step" aria-label="Decrease quantity" data-step="-1" disabled>&minus;</button><input name="quantity" aria-label="Quantity" inputmode="numeric" pattern="[0-9]*" value="1" disabled><button type="button" class="step" aria-label="Increase quantity" data-step="1" disabled>+</button></div>`;

const PURCHASE_CHOICE = markup`<legend class="visually-hidden">How would you like to buy?</legend><label class="purchase-option selected"><input type="radio" name="purchase" value="single" checked disabled> ${PURCHASE_LABELS.single}</label><label class="purchase-option"><input type="radio" name="purchase" value="autoship" disabled> ${PURCHASE_LABELS.autoship}</label>`;

/**
 * The data attributes of the element that holds a list of cards (a listing's grid, a carousel's track): what every
 * card of it shares, written once (src/lib/cart/size-choice.ts). The store's autoship schedules are every product's.
 */
export function cardListAttributes(
  products: readonly CatalogProduct[],
  shared: Pick<ProductCardInput, 'freeShippingMinimum' | 'stock' | 'site'>,
): Record<string, string> {
  const plans = products.flatMap((p) => p.variants).find((v) => v.sellingPlans.length > 0)?.sellingPlans ?? [];
  return cardListData({
    zip: shared.stock.zip,
    plans: plans.map(({ id, name }) => ({ id, name })),
    freeShippingMinimum: isStaffSite(shared.site) ? null : shared.freeShippingMinimum,
  });
}

/**
 * The cards made of a product, by what they were made from (`cardKey`), as the card's markup before and after its place
 * in the list: the same product, size shown, stock and page make the same card, so a listing rendered again for
 * another shopper (signed in, or with a cart) or another page of filters writes its cards without making them. A ZIP
 * is part of what a card says (a size out of stock there), so a product keeps its last few.
 */
const madeCards = keptFor<CatalogProduct, readonly [SafeHtml, SafeHtml]>(8);

type CardMade = Required<Omit<ProductCardInput, 'index' | 'slug' | 'searchSku'>> & {
  variant: Variant;
  sizes: Variant[];
};

/** Everything a card is made from but its product (the key's owner) and its place. */
const cardKey = (made: CardMade): string =>
  [
    made.variant.sku,
    made.sizes.map((v) => (inStockAt(made.stock, v.sku) ? 1 : 0)).join(''),
    made.stock.zip,
    made.site,
    made.freeShippingMinimum,
    made.eager ? 1 : 0,
    made.hawaii ? 1 : 0,
    made.level,
  ].join('|');

export function productCardHtml(input: ProductCardInput): SafeHtml {
  const { product, index = 0 } = input;
  const variant = preselectVariant(product, input.slug, input.searchSku);
  // Written out rather than spread: Node 20's V8 adds each property after a spread (`{ ...input, variant }`) through
  // its runtime, about a microsecond each, which for two dozen cards was more than writing them.
  const made: CardMade = {
    product,
    variant,
    sizes: sizesOfFlavour(product, variant),
    stock: input.stock,
    site: input.site,
    freeShippingMinimum: input.freeShippingMinimum,
    eager: input.eager ?? false,
    hawaii: input.hawaii ?? false,
    level: input.level ?? 3,
  };
  const card = madeCards(product, cardKey(made), () => makeCard(made));
  return markup`${card[0]} data-item-index="${index}"${card[1]}`;
}

function makeCard(input: CardMade): readonly [SafeHtml, SafeHtml] {
  const { product, variant, sizes, stock, freeShippingMinimum, eager, hawaii, level } = input;
  const staff = isStaffSite(input.site);
  const here = (v: Variant) => inStockAt(stock, v.sku);
  const inStock = here(variant);
  const promos = cardPromos({
    priceCents: cents(variant.price),
    hasAutoship: variant.sellingPlans.length > 0,
    freeShippingMinimum,
    staff,
  });
  const parts = productParts(product);
  const choiceOf = (v: Variant) => parts.choice(v, here(v));
  // Autoship is sold to consumers only (spec 000 §1); the choice shows for the sizes that offer it.
  const autoshipSold = !staff && sizes.some((v) => v.sellingPlans.length > 0);
  const offersAutoship = !staff && variant.sellingPlans.length > 0;
  const titleId = `card-${product.handle}`;
  const heading = level === 2 ? 'h2' : 'h3';
  const link = href(variant);

  const card = attributes({
    class: 'card',
    'aria-labelledby': titleId,
    'data-sku': variant.sku,
    'data-size-card': true,
    'data-product-brand': product.brand,
    'data-product-type': product.productType,
    ...cardData({ productTitle: product.title, flavor: optionValue(variant, 'Flavor') }),
  });
  const picture = variant.imagePrimary
    ? markup`<img${imageSources(variant.imagePrimary)}${attributes({
        alt: productImageAlt(product.title, variant),
        width: IMAGE_SIZE,
        height: IMAGE_SIZE,
        loading: eager ? 'eager' : 'lazy',
        decoding: 'async',
      })}>`
    : null;
  const badges = badgesToShow(variant.badgeTags, input.site);
  const outOfStock = (v: Variant) => (here(v) ? '' : ` ${outOfStockSuffix(stock.zip)}`);
  const sizeChoice = staff
    ? markup`<label class="sizes-dropdown"><span>Size</span><select data-size-select autocomplete="off">${sizes.map(
        (v) =>
          markup`<option value="${v.sku}"${attributes({ selected: v.sku === variant.sku })}${choiceOf(v)}>${size(v)}${outOfStock(v)}</option>`,
      )}</select></label>`
    : markup`<ul class="sizes" aria-label="Sizes">${sizes.map(
        (v) =>
          markup`<li><button type="button" class="${classes('pill', v.sku === variant.sku && 'selected', !here(v) && 'unavailable')}" aria-pressed="${String(v.sku === variant.sku)}"${choiceOf(v)}>${size(v)}${
            !here(v) && markup` <span class="visually-hidden">${outOfStockSuffix(stock.zip)}</span>`
          }</button></li>`,
      )}</ul>`;
  const wasShown = sizes.some((v) => v.compareAtPrice);
  const price = markup`<p class="price"><span class="now" data-card-price>${formatMoney(variant.price)}</span>${
    wasShown &&
    markup` <s class="was" data-card-was${attributes({ hidden: !variant.compareAtPrice })}><span class="visually-hidden">was </span><span data-card-was-amount>${variant.compareAtPrice ? formatMoney(variant.compareAtPrice) : ''}</span></s>`
  }</p>`;
  const purchase = markup`${
    autoshipSold &&
    markup`<fieldset class="purchase-choice"${attributes({ hidden: !offersAutoship })}>${PURCHASE_CHOICE}</fieldset>`
  }${
    (!autoshipSold || sizes.some((v) => v.sellingPlans.length === 0)) &&
    markup`<p class="purchase-label"${attributes({ hidden: offersAutoship })}>${PURCHASE_LABELS.single}</p>`
  }`;

  return [
    markup`<article${card}`,
    markup`><a class="media" href="${link}" tabindex="-1" aria-hidden="true" data-card-link data-card-image>${picture}</a>${
      badges.length > 0 &&
      markup`<ul class="badges" aria-label="Highlights">${badges.map((b) => markup`<li class="badge badge--${b.key}">${b.label}</li>`)}</ul>`
    }<${heading} id="${titleId}" class="title"><a href="${link}" data-card-link>${product.title}</a></${heading}><p class="description">${parts.description}</p>${sizeChoice}${
      sizes.some((v) => !here(v)) &&
      markup`<p class="size-stock" data-size-stock${attributes({ hidden: inStock })}>${inStock ? '' : outOfStockNote(size(variant), stock.zip)}</p>`
    }${!staff && price}<form class="add-to-cart add-to-cart--card" data-card-cart autocomplete="off">${purchase}<div class="add-row">${QUANTITY}<button type="button" class="button add-button" data-add disabled>${inStock ? 'Add to Cart' : 'Out of Stock'}</button></div></form>${
      hawaii && markup`<p class="delivery">${HAWAII_DELIVERY_NOTE}</p>`
    }${promos.length > 0 && markup`<ul class="promos" data-card-promos>${promos.map((p) => markup`<li>${p}</li>`)}</ul>`}</article>`,
  ];
}
