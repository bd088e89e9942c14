// The address book (spec 000 §7 customer-address-create/-update/-delete, update-customer-default-address): every
// call is scoped to the signed-in customer, so nobody reads or changes another's address. The first address becomes
// the default; deleting the default hands it to the newest remaining one.
import { randomUUID } from 'node:crypto';
import { isValidZip } from '../site/zip';
import type { Db } from '../db/connect.server';
import type { AddressTable } from '../db/schema';
import { features } from '../site/config.server';
import { zipRanges } from '../stock/stock.server';
import { addressProblems, stateName, type Address, type AddressInput, type AddressProblem } from './address';

const toAddress = (row: AddressTable): Address => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  provinceCode: row.province_code,
  province: stateName(row.province_code),
  zip: row.zip,
  countryCode: 'US',
  phone: row.phone,
  homeDeliveryOnly: row.home_delivery_only === 1,
  isDefault: row.is_default === 1,
});

const columns = (input: AddressInput) => ({
  first_name: input.firstName,
  last_name: input.lastName,
  company: input.company,
  address1: input.address1,
  address2: input.address2,
  city: input.city,
  province_code: input.provinceCode,
  zip: input.zip,
  country_code: input.countryCode,
  phone: input.phone,
  home_delivery_only: input.homeDeliveryOnly ? 1 : 0,
});

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toAddress);
}

/** The ZIP of the customer's default address, or null when they have saved none. */
export async function defaultAddressZip(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('addresses')
    .select('zip')
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return row?.zip ?? null;
}

/** What is wrong with an address beyond its fields: a ZIP outside its state, or one the shop does not deliver to. */
export async function addressInputProblems(db: Db, input: AddressInput): Promise<AddressProblem[]> {
  const ranges = (await zipRanges(db)).map((r) => [r.low, r.high] as [string, string]);
  return addressProblems(input, isValidZip(input.zip, ranges, features().zipOverride));
}

export type AddressAnswer = { customerAddress: Address | null; customerUserErrors: AddressProblem[] };
const NOT_YOURS: AddressProblem = { field: ['id'], message: 'That address is not in your address book.' };

/** `mayBecomeDefault: false` saves an address that is not the customer's own (their clinic's) without making it the default. */
export async function createAddress(
  db: Db,
  userId: string,
  input: AddressInput,
  now = new Date(),
  mayBecomeDefault = true,
): Promise<AddressAnswer> {
  const problems = await addressInputProblems(db, input);
  if (problems.length > 0) return { customerAddress: null, customerUserErrors: problems };
  const id = randomUUID();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    await trx
      .insertInto('addresses')
      .values({
        id,
        user_id: userId,
        ...columns(input),
        is_default: existing || !mayBecomeDefault ? 0 : 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  });
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { customerAddress: toAddress(row), customerUserErrors: [] };
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressInput,
  now = new Date(),
): Promise<AddressAnswer> {
  const problems = await addressInputProblems(db, input);
  if (problems.length > 0) return { customerAddress: null, customerUserErrors: problems };
  const result = await db
    .updateTable('addresses')
    .set({ ...columns(input), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { customerAddress: null, customerUserErrors: [NOT_YOURS] };
  return {
    customerAddress: toAddress(
      await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ),
    customerUserErrors: [],
  };
}

export async function deleteAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<{ deletedCustomerAddressId: string | null; customerUserErrors: AddressProblem[] }> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('addresses')
      .select(['id', 'is_default'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('addresses').where('id', '=', id).execute();
    if (row.is_default === 1) {
      const next = await trx
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (next) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
    return true;
  });
  return deleted
    ? { deletedCustomerAddressId: id, customerUserErrors: [] }
    : { deletedCustomerAddressId: null, customerUserErrors: [NOT_YOURS] };
}

export async function setDefaultAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<{ defaultAddress: Address | null; customerUserErrors: AddressProblem[] }> {
  const found = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).execute();
    await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', id).execute();
    return true;
  });
  if (!found) return { defaultAddress: null, customerUserErrors: [NOT_YOURS] };
  return {
    defaultAddress: toAddress(
      await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ),
    customerUserErrors: [],
  };
}
