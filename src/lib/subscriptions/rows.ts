// The subscription as the subscription service sends it and as the store maps it (spec 000 §3 Subscription):
// customer, product, external_id, frequency_days, every_period, cancelled, cancel_reason, start_date, quantity →
// customerId, productId, contractId, frequencyDays, frequency, cancelled, cancelReason, startDateString, quantity,
// weight, weightUnit.
import { addressInput, type AddressInput } from '../account/address';
import { jsonColumn } from '../db/json-column';
import { everyPeriod, frequencyLabel } from './schedule';

/** The contract id of a new autoship: the whole of its id, so it is as unique as the id (external_id is unique). */
export const contractIdFor = (subscriptionId: string): string => `contract-${subscriptionId}`;

export type SubscriptionRecord = {
  public_id: string;
  customer: string;
  product: string;
  external_id: string;
  frequency_days: number;
  every: number;
  every_period: 'week' | 'day';
  cancelled: string | null;
  cancel_reason: string | null;
  start_date: string;
  next_order_date: string;
  quantity: number;
  live: boolean;
};

export type Subscription = {
  id: string;
  customerId: string;
  productId: string;
  contractId: string;
  frequencyDays: number;
  frequency: string;
  cancelled: boolean;
  cancelReason: string | null;
  startDateString: string;
  nextOrderDate: string | null;
  quantity: number;
  weight: number;
  weightUnit: string;
};

export type SubscriptionRow = {
  id: string;
  user_id: string;
  sku: string;
  external_id: string;
  frequency_days: number;
  cancelled: string | null;
  cancel_reason: string | null;
  start_date: string;
  next_order_date: string;
  quantity: number;
};

export function subscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    public_id: row.id,
    customer: row.user_id,
    product: row.sku,
    external_id: row.external_id,
    frequency_days: row.frequency_days,
    ...everyPeriod(row.frequency_days),
    cancelled: row.cancelled,
    cancel_reason: row.cancel_reason,
    start_date: row.start_date,
    next_order_date: row.next_order_date,
    quantity: row.quantity,
    live: row.cancelled === null,
  };
}

/** The store's view of one record; the weight is the pack's, from the catalogue (0 lbs when the food is gone). */
export function mapSubscription(
  record: SubscriptionRecord,
  pack: { weight: number; weightUnit: string } | null,
): Subscription {
  return {
    id: record.public_id,
    customerId: record.customer,
    productId: record.product,
    contractId: record.external_id,
    frequencyDays: record.frequency_days,
    frequency: frequencyLabel(record.frequency_days),
    cancelled: record.cancelled !== null,
    cancelReason: record.cancel_reason,
    startDateString: record.start_date,
    nextOrderDate: record.cancelled === null ? record.next_order_date : null,
    quantity: record.quantity,
    weight: pack?.weight ?? 0,
    weightUnit: pack?.weightUnit ?? 'lbs',
  };
}

/** Where an autoship is delivered: the address of the order that started it, as checkout stored it. */
export const shippingAddressFromRow = (row: { shipping_address: string }): AddressInput =>
  jsonColumn(addressInput, row.shipping_address, 'subscriptions.shipping_address');
