import { describe, expect, it } from 'vitest';
import { clinicMetafields, customerMetafieldFields } from '../../src/lib/account/customer-fields';

const field = (namespace: string, key: string, value: string) => ({
  id: `${namespace}.${key}`,
  namespace,
  key,
  type: 'single_line_text_field',
  value,
});
const staffFields = [
  field('custom', 'ship_to', '0003000001'),
  field('custom', 'sold_to', '0002000001'),
  field('custom', 'clinic_zip', '80204'),
  field('product', 'persisted_cart_id', 'cart-9'),
];

describe('the customer profile’s metafield fields (spec 000 §3)', () => {
  it('reads the saved cart, the sold-to and the clinic ZIP, and ships to the clinic’s ZIP while the clinic is chosen', () => {
    expect(customerMetafieldFields(staffFields, 'clinic', { zip: '80011' })).toEqual({
      persistedCartMetafield: staffFields[3],
      soldTo: '0002000001',
      clinicZip: '80204',
      shipToZip: '80204',
    });
  });

  it('ships to the default address’s ZIP for staff who chose home, and for consumers', () => {
    expect(customerMetafieldFields(staffFields, 'home', { zip: '80011' }).shipToZip).toBe('80011');
    expect(customerMetafieldFields([], null, { zip: '10001' }).shipToZip).toBe('10001');
    expect(customerMetafieldFields([], null, null)).toEqual({
      persistedCartMetafield: null,
      soldTo: null,
      clinicZip: null,
      shipToZip: null,
    });
  });

  it('ignores a field of the same key in another namespace', () => {
    expect(customerMetafieldFields([field('profeeding', 'sold_to', 'x')], null, null).soldTo).toBeNull();
  });

  it('gives a clinic member ship_to, sold_to and clinic_zip in the custom namespace, and nothing without a clinic', () => {
    expect(clinicMetafields({ shipTo: '0003000001', soldTo: '0002000001', zip: '80204' })).toEqual([
      { namespace: 'custom', key: 'ship_to', value: '0003000001' },
      { namespace: 'custom', key: 'sold_to', value: '0002000001' },
      { namespace: 'custom', key: 'clinic_zip', value: '80204' },
    ]);
    expect(clinicMetafields({})).toEqual([]);
    expect(clinicMetafields({ shipTo: '0003000001' })).toEqual([]);
  });
});
