// One virtual shopper of the scale test: browses pages, builds a cart through the cart API and keeps its own account
// of what the cart must hold after every change the store acknowledged, and now and then checks out through the
// store's own checkout. A request the kill cut is recovered as a real client would: a read is asked again, a cart
// change is read back and sent again only when it was not done, Place Order is sent again with the same attempt token.
import { randomUUID } from 'node:crypto';
import { Client } from './client.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

const DENVER = {
  firstName: 'Ada',
  lastName: 'Reyes',
  address1: '1600 Glenarm Pl',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80202',
}; // the west region, which also serves a guest's default ZIP
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const MAX_CART = 10; // src/lib/cart/limits.ts
const RECOVERY_TRIES = 4;

/** sku → quantity of a cart as the API answers it. */
const linesOf = (cart) => new Map((cart?.lineItems ?? []).map((l) => [l.variant.sku, l.quantity]));
const describe = (lines) =>
  [...lines]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sku, q]) => `${sku}×${q}`)
    .join(' ') || '(empty)';
const same = (a, b) => a.size === b.size && [...a].every(([sku, q]) => b.get(sku) === q);
const total = (lines) => [...lines.values()].reduce((sum, q) => sum + q, 0);

export class Shopper {
  /** @param {number} id  @param {object} run  the run's shared state (see scale-test.mjs) */
  constructor(id, run, registers) {
    this.id = id;
    this.run = run;
    this.client = new Client(run.base, run.tally);
    this.registers = registers;
    this.email = `scale-${id}-${randomUUID().slice(0, 8)}@example.com`;
    /** What the cart must hold: sku → quantity, after every acknowledged change. */
    this.model = new Map();
    /** sku → line id, from the last answer. */
    this.lineIds = new Map();
  }

  get cartId() {
    return this.client.cookies.get('col_cart_id') ?? this.client.cookies.get('guest_col_cart_id') ?? null;
  }

  forgetCart() {
    this.client.cookies.delete('col_cart_id');
    this.client.cookies.delete('guest_col_cart_id');
    this.model = new Map();
    this.lineIds = new Map();
  }

  note(kind, detail) {
    this.run.anomalies.push({ shopper: this.id, kind, detail, at: this.run.tally.now() });
  }

  async go() {
    if (this.registers) await this.register();
    while (performance.now() < this.run.deadline) {
      const r = Math.random();
      if (r < 0.35) await this.browse();
      else if (r < 0.85) await this.changeCart();
      else if (r < 0.93 && this.cartId) await this.readCart('check');
      else if (this.mayCheckOut()) await this.checkOut();
      else await this.browse();
      await sleep(between(40, 140));
    }
  }

  /**
   * Creates an account and confirms it as a new customer does: the store mails a link (its outbox, read from the
   * database), and the link's button signs the new account in.
   */
  async register() {
    const body = { email: this.email, password: 'Petfood-scale-1', firstName: 'Scale', lastName: `Shopper${this.id}` };
    for (let i = 0; i < RECOVERY_TRIES; i++) {
      const made = await this.client.post('/api/account/register', body, 'register');
      if (made.ok && made.status === 200 && made.body?.confirmationSent && (await this.confirm(body.password)))
        return (this.run.signUps += 1);
      if (made.ok) break;
      // Cut: the account may exist already, and then only signing in tells.
      const signedIn = await this.client.post(
        '/api/account/sign-in',
        { email: this.email, password: body.password },
        'sign-in',
      );
      if (signedIn.ok && signedIn.status === 200) {
        if (made.cutRecord) made.cutRecord.outcome = 'had been done (signed in instead)';
        return (this.run.signUps += 1);
      }
      if (made.cutRecord) made.cutRecord.outcome = 'retried';
    }
    this.note('sign-up failed', this.email);
    this.registers = false;
  }

  /** Follows the mailed confirmation link; when the kill cut it, asks again, or signs in if it had been done. */
  async confirm(password) {
    const link = await this.run.confirmationLink(this.email);
    if (!link) return false;
    const fields = Object.fromEntries(new URL(link, this.run.base).searchParams);
    for (let i = 0; i < RECOVERY_TRIES; i++) {
      const confirmed = await this.client.postForm('/shelter/verify-email', fields, 'confirm email');
      if (confirmed.ok && confirmed.status === 303) return true;
      if (confirmed.ok) break; // confirmed already by a cut try: signing in tells
    }
    const signedIn = await this.client.post('/api/account/sign-in', { email: this.email, password }, 'sign-in');
    return signedIn.ok && signedIn.status === 200;
  }

  async browse() {
    const { pages, catalogue } = this.run;
    const [path, label] = Math.random() < 0.6 ? pick(pages) : [pick(catalogue).productPath, 'GET a product page'];
    const page = await this.client.get(path, label);
    if (page.ok && page.status >= 400) this.note('page answered an error', `${path}: ${page.status}`);
  }

  /** Reads the cart (asking again when the kill cut the read); null when it could not be read. */
  async readCart(purpose) {
    if (!this.cartId) return { cart: null, userErrors: [] };
    for (let i = 0; i < RECOVERY_TRIES; i++) {
      const read = await this.client.post('/api/ecom/v1.0/get-cart', { cartId: this.cartId }, 'get-cart');
      if (read.ok) {
        if (purpose === 'check') {
          this.compare(read.body?.cart ?? null, 'a read of the cart');
          this.remember(read.body?.cart ?? null);
        }
        return read.body;
      }
      if (read.cutRecord) read.cutRecord.outcome = 'read again';
      if (!read.cut) break;
      await sleep(100);
    }
    return null;
  }

  /** Checks an answer of the store against what the acknowledged changes made the cart. */
  compare(cart, what) {
    const actual = linesOf(cart);
    if (!same(actual, this.model)) {
      this.run.staleAnswers.push({
        shopper: this.id,
        what,
        expected: describe(this.model),
        actual: describe(actual),
        at: this.run.tally.now(),
      });
      return false;
    }
    return true;
  }

  remember(cart) {
    this.lineIds = new Map((cart?.lineItems ?? []).map((l) => [l.variant.sku, l.id]));
  }

  async changeCart() {
    const room = MAX_CART - total(this.model);
    const inCart = [...this.model.keys()];
    if (!this.cartId || this.model.size === 0) return this.createCart();
    const choices = [];
    if (room >= 1) choices.push('add', 'add');
    if (room >= 2) choices.push('two at once');
    if (inCart.length >= 1) choices.push('set');
    if (inCart.length >= 2) choices.push('remove');
    const choice = pick(choices);
    if (choice === 'add') return this.add(pick(this.run.catalogue), between(1, Math.min(2, room)));
    if (choice === 'two at once') {
      // Two adds from one shopper at the same moment (two tabs, a double click): nginx sends them to different
      // instances, and the store must keep both.
      const [a, b] = twoOf(this.run.catalogue);
      await Promise.all([this.add(a, 1, true), this.add(b, 1, true)]);
      return this.readCart('check');
    }
    const sku = pick(inCart);
    if (choice === 'remove') return this.setQuantity(sku, 0);
    const now = this.model.get(sku);
    const quantity = between(1, Math.min(MAX_CART, now + room));
    return this.setQuantity(sku, quantity === now ? Math.max(1, now - 1) : quantity);
  }

  async createCart() {
    if (this.cartId) this.forgetCart(); // a cookie left for a cart that is gone
    const item = pick(this.run.catalogue);
    const quantity = between(1, 2);
    for (let i = 0; i < RECOVERY_TRIES; i++) {
      const answer = await this.client.post(
        '/api/ecom/v1.0/create-cart',
        { buyerIdentity: {}, lineItems: [{ merchandiseId: item.variantId, quantity }] },
        'create-cart',
      );
      if (answer.ok) {
        if (!this.acknowledged(answer, 'create-cart')) return;
        this.model = new Map([[item.sku, quantity]]);
        this.compare(answer.body.cart, 'the answer to create-cart');
        this.remember(answer.body.cart);
        if (!this.cartId) this.note('create-cart set no cart cookie', '');
        return;
      }
      if (!answer.cut) return;
      // The cart may have been made, but its cookie never reached this browser: it is nobody's cart now, and the
      // shopper simply makes another.
      answer.cutRecord.outcome = 'made again (a cart nobody holds may be left)';
    }
  }

  /** Whether an answer below 500 was an acknowledgement; refusals are counted by their code. */
  acknowledged(answer, label) {
    const errors = answer.body?.userErrors ?? [];
    if (answer.status === 200 && errors.length === 0) {
      this.run.cartChanges++;
      return true;
    }
    const code = errors[0]?.code ?? `status ${answer.status}`;
    this.run.count(this.run.refused, `${label}: ${code}${errors[0]?.field ? ` on ${errors[0].field.join('.')}` : ''}`);
    if (errors[0]?.field?.[0] === 'cartId' && this.model.size > 0) {
      // The store says the cart is gone, while acknowledged changes say it holds lines: they were lost.
      this.run.lostOnTheWay.push({ shopper: this.id, lines: describe(this.model), at: this.run.tally.now() });
    }
    if (errors[0]?.field?.[0] === 'cartId') this.forgetCart();
    return false;
  }

  async add(item, quantity, concurrent = false) {
    for (let i = 0; i < RECOVERY_TRIES; i++) {
      const cartId = this.cartId;
      if (!cartId) return;
      const before = this.model.get(item.sku) ?? 0;
      const answer = await this.client.post(
        '/api/ecom/v1.0/add-cart-line-items',
        { cartId, lineItems: [{ merchandiseId: item.variantId, quantity }] },
        'add-cart-line-items',
      );
      if (answer.ok) {
        if (!this.acknowledged(answer, 'add-cart-line-items')) return;
        this.model.set(item.sku, (this.model.get(item.sku) ?? 0) + quantity);
        const got = linesOf(answer.body.cart).get(item.sku) ?? 0;
        if (concurrent) {
          // The other add may or may not be in this answer; this one's line must be.
          if (got !== before + quantity)
            this.run.staleAnswers.push({
              shopper: this.id,
              what: 'the answer to one of two concurrent adds',
              expected: `${item.sku}×${before + quantity}`,
              actual: `${item.sku}×${got}`,
              at: this.run.tally.now(),
            });
        } else {
          this.compare(answer.body.cart, 'the answer to add-cart-line-items');
          this.remember(answer.body.cart);
        }
        return;
      }
      if (!answer.cut) return this.resync('add-cart-line-items failed');
      // Cut: done or not? The cart says.
      const now = await this.readCart('recover');
      if (!now) return;
      const actual = linesOf(now.cart).get(item.sku) ?? 0;
      if (actual === before + quantity) {
        answer.cutRecord.outcome = 'had been done (read back)';
        this.model.set(item.sku, actual);
        this.run.cartChanges++;
        if (!concurrent) this.remember(now.cart);
        return;
      }
      if (actual !== before) {
        answer.cutRecord.outcome = `unexplained: ${item.sku} is ${actual}, was ${before}, added ${quantity}`;
        return this.resync('an add cut by the kill left an unexplained quantity');
      }
      answer.cutRecord.outcome = 'not done (read back), sent again';
    }
  }

  async setQuantity(sku, quantity) {
    for (let i = 0; i < RECOVERY_TRIES; i++) {
      const cartId = this.cartId;
      const id = this.lineIds.get(sku);
      if (!cartId || !id) return this.resync('no line id for a line the cart should hold');
      const before = this.model.get(sku) ?? 0;
      const answer = await this.client.post(
        '/api/ecom/v1.0/update-cart-line-items',
        { cartId, lineItems: [{ id, quantity }] },
        'update-cart-line-items',
      );
      if (answer.ok) {
        if (!this.acknowledged(answer, 'update-cart-line-items')) return;
        if (quantity === 0) this.model.delete(sku);
        else this.model.set(sku, quantity);
        this.compare(answer.body.cart, 'the answer to update-cart-line-items');
        this.remember(answer.body.cart);
        return;
      }
      if (!answer.cut) return this.resync('update-cart-line-items failed');
      const now = await this.readCart('recover');
      if (!now) return;
      const actual = linesOf(now.cart).get(sku) ?? 0;
      if (actual === quantity) {
        answer.cutRecord.outcome = 'had been done (read back)';
        if (quantity === 0) this.model.delete(sku);
        else this.model.set(sku, quantity);
        this.run.cartChanges++;
        this.remember(now.cart);
        return;
      }
      if (actual !== before) {
        answer.cutRecord.outcome = `unexplained: ${sku} is ${actual}, was ${before}, set to ${quantity}`;
        return this.resync('an update cut by the kill left an unexplained quantity');
      }
      answer.cutRecord.outcome = 'not done (read back), sent again';
    }
  }

  /** After a failure that is not the kill's (already counted as a client error), start again from what the store has. */
  async resync(why) {
    this.note('cart read back after a failure', why);
    const now = await this.readCart('recover');
    if (!now) return this.forgetCart();
    this.model = linesOf(now.cart);
    this.remember(now.cart);
  }

  /** Checkouts are spread over the run: no more may have started than the budget's share of the time gone by. */
  mayCheckOut() {
    const run = this.run;
    if (!this.cartId || this.model.size === 0 || run.checkoutsStarted >= run.checkoutBudget) return false;
    const share = (performance.now() - run.loadStarted) / (run.deadline - run.loadStarted);
    return run.checkoutsStarted < Math.ceil(run.checkoutBudget * share);
  }

  /** A POST whose effect is the same however often it is sent: sent again when the kill cut it. */
  async step(path, body, label) {
    for (let i = 0; i < RECOVERY_TRIES; i++) {
      const answer = await this.client.post(path, body, label);
      if (answer.ok) return answer;
      if (!answer.cut) return null;
      answer.cutRecord.outcome = 'sent again';
    }
    return null;
  }

  async checkOut() {
    const run = this.run;
    run.checkoutsStarted++;
    this.client.cookies.delete('checkout_session');
    const abandon = (why) => {
      run.count(run.checkoutsAbandoned, why);
      return null;
    };
    const cart = await this.readCart('check');
    if (!cart?.cart) return abandon('no cart to check out');
    const reviewed = new Map(this.model);

    const link = await this.step('/api/multipass', {}, 'multipass');
    if (!link || link.status !== 200 || !link.body?.url) return abandon(`multipass answered ${link?.status}`);
    const url = new URL(link.body.url);
    const opened = await this.client.get(`${url.pathname}${url.search}`, 'GET checkout link');
    if (!opened.ok || opened.status !== 303 || !this.client.cookies.get('checkout_session'))
      return abandon(`the checkout link answered ${opened.status}`);

    const information = await this.step(
      '/api/checkout/information',
      { email: this.email, location: 'ship_to_home', address: DENVER, acceptsMarketing: false },
      'checkout information',
    );
    if (information?.body?.next !== '/checkout/delivery') return abandon('information step refused');
    const delivery = await this.step('/api/checkout/delivery', {}, 'checkout delivery');
    if (delivery?.body?.next !== '/checkout/payment') return abandon('delivery step refused');
    const payment = await this.step('/api/checkout/payment', { card: CARD }, 'checkout payment');
    if (payment?.body?.next !== '/checkout/review') return abandon(`payment step answered ${payment?.status}`);

    const review = await this.client.get('/checkout/review', 'GET checkout review');
    if (!review.ok || review.status !== 200) return abandon(`review page answered ${review.status}`);
    const expectedTotal = /expectedTotal&quot;:\[0,&quot;(\d+\.\d{2})&quot;/.exec(review.text)?.[1];
    const expectedLines = /expectedLines&quot;:\[0,&quot;([\w-]+)&quot;/.exec(review.text)?.[1];
    const attemptToken = /attemptToken&quot;:\[0,&quot;([\w-]+)&quot;/.exec(review.text)?.[1];
    if (!expectedTotal || !expectedLines || !attemptToken) return abandon('review page without total or token');

    // Shortly before the kill, wait for it, so that orders are in flight when it comes (see scale-test.mjs).
    const wait = run.killAt - performance.now();
    if (wait > 0 && wait < 4000) await sleep(wait);
    // Place Order, with the review page's attempt token; sent again with the same token when the answer was lost.
    const body = { attemptToken, expectedTotal, expectedLines };
    let placed = null;
    const cut = [];
    for (let i = 0; i < RECOVERY_TRIES && !placed; i++) {
      if (i > 0) await sleep(200);
      const answer = await this.client.post('/api/checkout/place-order', body, 'place-order');
      if (answer.ok) placed = answer;
      else if (answer.cut) cut.push(answer.cutRecord);
      // Any other failure is a client error, counted already; a client sends the same token again all the same.
    }
    for (const record of cut) {
      record.outcome = placed?.body?.order
        ? `sent again with the same attempt token: answered order ${placed.body.order.name}`
        : 'sent again with the same attempt token: no order';
      record.orderId = placed?.body?.order?.id ?? null;
    }
    if (!placed) {
      run.unknownAttempts++;
      return abandon('Place Order failed every time');
    }
    const order = placed.body?.order;
    if (placed.status !== 200 || !order) {
      const code = placed.body?.userErrors?.[0]?.code ?? `status ${placed.status}`;
      run.count(run.ordersRefused, code);
      return null;
    }
    run.acknowledgedOrders.push({
      shopper: this.id,
      id: order.id,
      name: order.name,
      lines: reviewed,
      totalCents: Math.round(Number(expectedTotal) * 100),
      at: run.tally.now(),
    });
    // The order ended the cart; the answer cleared its cookie (a browser that still holds one finds it gone).
    if (this.cartId) run.cookiesLeftAfterOrder++;
    this.forgetCart();
    return order;
  }

  /** At the end: the cart the store keeps must be the one the acknowledged changes made. */
  async finalCheck() {
    if (!this.cartId && this.model.size > 0)
      return { checked: false, lost: [`the cart cookie is gone, while the cart should hold ${describe(this.model)}`] };
    if (!this.cartId) return { checked: false };
    const now = await this.readCart('final');
    if (!now) return { checked: false, unreadable: true };
    const actual = linesOf(now.cart);
    const lost = [];
    for (const sku of new Set([...actual.keys(), ...this.model.keys()])) {
      const want = this.model.get(sku) ?? 0;
      const got = actual.get(sku) ?? 0;
      if (want !== got) lost.push(`${sku}: acknowledged ${want}, stored ${got}`);
    }
    return { checked: true, lost, expected: describe(this.model), actual: describe(actual) };
  }
}

function twoOf(list) {
  const a = pick(list);
  let b = pick(list);
  while (b === a) b = pick(list);
  return [a, b];
}
