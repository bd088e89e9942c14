// What an order keeps of its address and lines, whoever places it (checkout from a cart, the autoship engine from a
// subscription): one mapping, so both kinds of order read alike in My Orders and in the confirmation mail.
import { stateName, type AddressInput } from '../account/address';
import type { Attribute } from '../cart/types';
import type { OrderLineRecord } from '../orders/record.server';
import type { OrderAddress } from '../orders/types';

export const orderAddress = (address: AddressInput): OrderAddress => ({
  firstName: address.firstName,
  lastName: address.lastName,
  company: address.company,
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  province: stateName(address.provinceCode),
  provinceCode: address.provinceCode,
  zip: address.zip,
  countryCode: 'US',
  phone: address.phone,
});

export type OrderedFood = {
  product: { title: string; handle: string };
  variant: { id: string; sku: string; title: string };
  quantity: number;
  unitCents: number;
  sellingPlanId: string | null;
  attributes: Attribute[];
};

export const orderLine = (food: OrderedFood): OrderLineRecord => ({
  variantId: food.variant.id,
  sku: food.variant.sku,
  title: food.product.title,
  variantTitle: food.variant.title,
  handle: food.product.handle,
  quantity: food.quantity,
  unitCents: food.unitCents,
  sellingPlanId: food.sellingPlanId,
  attributes: food.attributes,
});
