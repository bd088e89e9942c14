// A checkout row on its way out of the database, its stored address checked by the address schema.
import { addressInput, type AddressInput } from '../account/address';
import { jsonColumn } from '../db/json-column';
import type { CheckoutTable } from '../db/schema';
import type { ShippingLocation } from './attributes';

export type CheckoutAddress = Omit<AddressInput, 'homeDeliveryOnly'> & { homeDeliveryOnly: boolean };

export type Checkout = {
  id: string;
  cartId: string;
  userId: string | null;
  site: string;
  email: string | null;
  address: CheckoutAddress | null;
  location: ShippingLocation;
  acceptsMarketing: boolean;
  deliveryConfirmed: boolean;
  paymentMethodId: string | null;
  orderId: string | null;
  expiresAt: string;
};

export const checkoutFromRow = (row: CheckoutTable): Checkout => ({
  id: row.id,
  cartId: row.cart_id,
  userId: row.user_id,
  site: row.site,
  email: row.email,
  address: row.shipping_address ? jsonColumn(addressInput, row.shipping_address, 'checkouts.shipping_address') : null,
  location: row.shipping_location === 'ship_to_work' ? 'ship_to_work' : 'ship_to_home',
  acceptsMarketing: row.accepts_marketing === 1,
  deliveryConfirmed: row.delivery_confirmed === 1,
  paymentMethodId: row.payment_method_id,
  orderId: row.order_id,
  expiresAt: row.expires_at,
});
