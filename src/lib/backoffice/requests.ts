// The back office's API bodies (issue 38, docs/api.md "Back office"), checked at the edge: ids, bounded quantities
// and amounts, known carriers and tracking numbers, reasons of a sensible length.
import { z } from 'zod/v4';
import { ROLES } from '../account/roles';
import { CARRIERS, normaliseTrackingNumber, TRACKING_NUMBER } from '../orders/shipping-carriers';
import { ORDER_STATUSES } from './types';

const id = z.string().trim().min(1).max(64);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-29');
const reason = z.string().trim().min(3, 'say why in a few words').max(300);
const lines = z
  .array(z.object({ lineId: id, quantity: z.number().int().min(1).max(999) }))
  .min(1)
  .max(100);

export const orderListBody = z.object({
  query: z.string().trim().max(120).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  site: z.enum(['DTC', 'HPSF']).optional(),
  from: date.optional(),
  to: date.optional(),
  autoship: z.boolean().optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});

export const orderIdBody = z.object({ orderId: id });

export const fulfilBody = z.object({
  orderId: id,
  lines: lines.optional(),
  carrier: z.enum(CARRIERS),
  trackingNumber: z
    .string()
    .transform(normaliseTrackingNumber)
    .pipe(z.string().regex(TRACKING_NUMBER, 'must be the carrier’s tracking number: 8 to 34 letters and digits')),
});

export const deliverBody = z.object({ orderId: id, shipmentId: id });

export const cancelBody = z.object({ orderId: id, reason });

export const refundBody = z.object({
  orderId: id,
  lines: lines.optional(),
  /** dollars and cents, e.g. "12.50" */
  amount: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount like 12.50')
    .optional(),
  reason,
  requestKey: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
});

export const customerListBody = z.object({
  query: z.string().trim().max(120).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});

export const customerIdBody = z.object({ customerId: id });

export const setRoleBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  role: z.enum(ROLES).nullable(),
});
