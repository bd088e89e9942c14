// A profile's rows on their way out of the database: the upstream's account data fields (spec 000 §3 account info)
// checked by their schema, and the account's kind.
import { z } from 'zod/v4';
import { jsonColumn } from '../db/json-column';
import type { AccountData, AccountKind } from './rules';

const text = z.string().optional();
// Loose: fields this shop does not read are kept, so writing the data back never drops them.
const accountDataColumn: z.ZodType<AccountData> = z.looseObject({
  SAP_CustomerAccountGroup: text,
  SF_PreferedShipTo: text,
  SF_StoreSoldTo: text,
  roleCode: text,
  graduationYear: text,
  currentSchoolName: text,
  clinicAddress: z
    .object({
      address1: z.string(),
      address2: text,
      city: z.string(),
      zip: z.string(),
      countryCode: z.string(),
      provinceCode: z.string(),
      phone: text,
    })
    .optional(),
});

const KINDS: readonly AccountKind[] = ['consumer', 'staff', 'editor', 'operator', 'admin'];

export const accountDataFromRow = (row: { data: string }): AccountData =>
  jsonColumn(accountDataColumn, row.data, 'profiles.data');

/** A profile of an unknown kind counts as a consumer's: the kind with the least reach. */
export const accountKindFromRow = (row: { kind: string } | undefined): AccountKind =>
  KINDS.find((kind) => kind === row?.kind) ?? 'consumer';
