import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { CartPage, dataLayerEvents, fillCart, miniCartCount as miniCount, PUPPY } from '../support/cart';

const addButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Add to Cart' });

test.describe('adding to the cart (spec 000 §2 Add-to-cart dialog, §4 Add to cart)', () => {
  test('adding from a product page opens the dialog, counts in the mini cart and reports addToCart', async ({
    page,
  }) => {
    await page.goto(`/products/${PUPPY}`);
    await expect(miniCount(page)).toHaveText('0');
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Science Diet Puppy Chicken & Brown Rice Dry Dog Food');
    await expect(miniCount(page)).toHaveText('1');
    const [added] = await dataLayerEvents(page, 'addToCart');
    expect(added?.ecommerce?.items[0]).toMatchObject({
      item_id: '10007',
      quantity: 1,
      price: 11.99,
      brand: 'Science Diet',
      category: 'Dry Food',
    });
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(dialog).toBeHidden();
    await addButton(page).click();
    await expect(miniCount(page)).toHaveText('2');
    await page.getByRole('dialog').getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
    await expect(page.getByTestId('estimated-total')).toHaveText('$23.98');
  });

  test('Remove in the dialog takes the line back out and reports removeFromCart', async ({ page }) => {
    await page.goto(`/products/${PUPPY}`);
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(miniCount(page)).toHaveText('0');
    expect((await dataLayerEvents(page, 'removeFromCart'))[0]?.ecommerce?.items[0]).toMatchObject({
      item_id: '10007',
      quantity: 1,
    });
  });

  test('adding from a product card on the listing', async ({ page }) => {
    await page.goto('/products?search=10007');
    const card = page.getByRole('article').filter({ hasText: 'Science Diet Puppy Chicken & Brown Rice' }).first();
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await expect(miniCount(page)).toHaveText('1');
  });

  test('an 11th item is refused with a message and the count stays at 10 (spec 000 §9)', async ({ page, baseURL }) => {
    await fillCart(page, baseURL!, [
      { handle: PUPPY, sku: '10007', quantity: 6 },
      { handle: PUPPY, sku: '10014', quantity: 4 },
    ]);
    await page.goto(`/products/${PUPPY}`);
    await expect(miniCount(page)).toHaveText('10');
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your cart can hold up to 10 items. Remove something to add more.',
    );
    await expect(miniCount(page)).toHaveText('10');
  });

  test('autoship: the alert shows at 5 and a 6th unit is refused (spec 000 §5)', async ({ page }) => {
    await page.goto(`/products/${PUPPY}`);
    await page.getByRole('radio', { name: 'Autoship' }).check();
    await page.getByRole('combobox', { name: 'Deliver' }).selectOption({ label: 'Every 2 weeks' });
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('9');
    await quantity.blur();
    await expect(quantity).toHaveValue('5');
    await expect(page.getByRole('status').filter({ hasText: 'up to 5 of one food on Autoship' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await addButton(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue Shopping' }).click();
    await quantity.fill('1');
    await quantity.blur();
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('You can have up to 5 of one food on Autoship.');
    const cart = await CartPage.open(page);
    await expect(page.getByText('Autoship: Every 2 weeks')).toBeVisible();
    await expect(cart.quantity()).toHaveValue('5');
  });
});

test.describe('the cart page (spec 000 §2 Cart page; spec 001 §4 Free-shipping tracker)', () => {
  test('shows the totals, follows quantity changes with the tracker, and empties when the last item goes', async ({
    page,
    baseURL,
  }) => {
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 1 }]);
    const cart = await CartPage.open(page);
    // The seeded free-shipping minimum is $49.
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(
      page.getByText(
        'Tax and shipping are calculated at checkout. Shipments to Alaska and Hawaii include a $4 service charge.',
      ),
    ).toBeVisible();
    await expect(cart.estimatedTotal).toHaveText('$11.99');
    // Nothing saved, nothing said; a consumer's shipping does not depend on weight (issue 36).
    await expect(page.getByText('Total Savings')).toHaveCount(0);
    await expect(cart.freeShippingTracker).toContainText("You're $37.01 away from free shipping");
    await expect(page.getByTestId('cart-weight')).toHaveCount(0);
    await cart.setQuantity('5');
    await expect(cart.estimatedTotal).toHaveText('$59.95');
    await expect(cart.freeShippingTracker).toContainText("You've earned free shipping!");
    await expect(miniCount(page)).toHaveText('5');
    await page.reload();
    await expect(cart.estimatedTotal).toHaveText('$59.95');
    await page.getByRole('button', { name: /^Remove Science Diet/ }).click();
    await expect(page.locator('main').getByText('Your cart is empty.')).toBeVisible();
    await expect(miniCount(page)).toHaveText('0');
    expect((await page.context().cookies()).some((c) => c.name === 'guest_col_cart_id')).toBe(false);
  });

  test('a discount code applies and Proceed to Checkout leads to checkout', async ({ page, baseURL }) => {
    await fillCart(page, baseURL!, [{ handle: PUPPY, sku: '10007', quantity: 3 }]);
    const cart = await CartPage.open(page);
    await cart.applyCode('welcome10');
    await expect(page.getByText('WELCOME10 is applied.')).toBeVisible();
    await expect(cart.estimatedTotal).toHaveText('$32.37');
    await cart.proceedToCheckout();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await expect(cart.summary.getByText('WELCOME10')).toBeVisible();
  });
});

test('the cart page with items and the open dialog have nothing serious for axe', async ({ page, baseURL }) => {
  const serious = () => seriousViolations(page);
  await fillCart(page, baseURL!, [
    { handle: PUPPY, sku: '10007', quantity: 2 },
    { handle: PUPPY, sku: '10014', quantity: 1, sellingPlanId: 'autoship-4w' },
  ]);
  await expect((await CartPage.open(page)).estimatedTotal).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.goto(`/products/${PUPPY}`);
  await addButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  expect(await serious()).toEqual([]);
});
