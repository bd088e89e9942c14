// Placing orders one after another as a signed-in shopper does: a cart of one bag, the checkout link followed, the
// information, delivery and payment steps, the review page's total, then Place Order. Only Place Order is timed: it
// is the step that writes the order beside every order the shop already has.
import { percentile } from './percentile.mjs';

const PUPPY = 'science-diet-puppy-chicken-brown-rice-dry-dog';
const SKU = '10014'; // stocked in every region, some twenty a region
const person = { firstName: 'Ada', lastName: 'Reyes' };
// One address in each region in turn, so twenty orders take no region's stock of the size.
const ADDRESSES = [
  { ...person, address1: '233 S Wacker Dr', city: 'Chicago', provinceCode: 'IL', zip: '60601' },
  { ...person, address1: '1600 Glenarm Pl', city: 'Denver', provinceCode: 'CO', zip: '80202' },
  { ...person, address1: '350 5th Ave', city: 'New York', provinceCode: 'NY', zip: '10118' },
];
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** A browser's cookies, kept from every answer as a browser keeps them. */
class Jar {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(path, init = {}) {
    const answer = await fetch(`${this.base}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { origin: this.base, cookie: this.header(), ...init.headers },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  async post(path, body) {
    const answer = await this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  }
}

function leadsOn(answer, step) {
  if (answer.userErrors?.length) throw new Error(`${step}: ${JSON.stringify(answer.userErrors)}`);
}

/** One order through the whole checkout; answers the milliseconds Place Order took. */
async function oneOrder(jar, merchandiseId, email, address) {
  // A placed order ends its cart: each order starts a new one, as the shopper's next visit does.
  jar.cookies.delete('col_cart_id');
  const lineItems = [{ merchandiseId, quantity: 1, sellingPlanId: null }];
  leadsOn(await jar.post('/api/ecom/v1.0/create-cart', { buyerIdentity: {}, lineItems }), 'cart');
  const { url } = await jar.post('/api/multipass', {});
  await (await jar.request(url.slice(jar.base.length))).arrayBuffer();
  const info = { email, location: 'ship_to_home', address, acceptsMarketing: false };
  leadsOn(await jar.post('/api/checkout/information', info), 'information');
  leadsOn(await jar.post('/api/checkout/delivery', {}), 'delivery');
  leadsOn(await jar.post('/api/checkout/payment', { card: CARD }), 'payment');
  const review = await (await jar.request('/checkout/review')).text();
  const expectedTotal = /expectedTotal&quot;:\[0,&quot;(\d+\.\d{2})&quot;/.exec(review)?.[1];
  const expectedLines = /expectedLines&quot;:\[0,&quot;([\w-]+)&quot;/.exec(review)?.[1];
  if (!expectedTotal || !expectedLines) throw new Error('the review page shows no total');
  const began = performance.now();
  const placed = await jar.post('/api/checkout/place-order', {
    attemptToken: crypto.randomUUID().replaceAll('-', ''),
    expectedTotal,
    expectedLines,
  });
  const took = performance.now() - began;
  leadsOn(placed, 'place order');
  if (!placed.order) throw new Error('no order was placed');
  return took;
}

/** `count` orders placed by the customer with this email, one after another: Place Order's p50 and p95. */
export async function placeOrders(base, email, password, count) {
  const jar = new Jar(base);
  await jar.post('/api/account/sign-in', { email, password });
  const { product } = await jar.post('/api/ecom/v1.0/get-product-by-handle', { handle: PUPPY });
  const merchandiseId = product.variants.find((v) => v.sku === SKU)?.adminGraphqlId;
  if (!merchandiseId) throw new Error(`the store has no SKU ${SKU}`);
  const took = [];
  for (let i = 0; i < count; i += 1)
    took.push(await oneOrder(jar, merchandiseId, email, ADDRESSES[i % ADDRESSES.length]));
  took.sort((x, y) => x - y);
  return { p50: percentile(took, 50), p95: percentile(took, 95), count };
}
