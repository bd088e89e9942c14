import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { jsonColumn, StoredDataError } from '../../src/lib/db/json-column';

const codes = z.array(z.string());

describe('reading a JSON column', () => {
  it('answers the parsed value when the column holds what the schema says', () => {
    expect(jsonColumn(codes, '["WELCOME10","AUTO35"]', 'carts.discount_codes')).toEqual(['WELCOME10', 'AUTO35']);
  });

  it('names the column when the text is not JSON', () => {
    expect(() => jsonColumn(codes, '[WELCOME10', 'carts.discount_codes')).toThrow(StoredDataError);
    expect(() => jsonColumn(codes, '[WELCOME10', 'carts.discount_codes')).toThrow(/carts\.discount_codes/);
  });

  it('refuses a value of the wrong shape', () => {
    expect(() => jsonColumn(codes, '[1, 2]', 'carts.discount_codes')).toThrow(/does not hold what it should/);
  });
});
