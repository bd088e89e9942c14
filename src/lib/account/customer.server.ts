// The customer as the commerce backend answers it (spec 000 §3 Customer profile, §7 get-{commerce}-customer,
// update-customer, delete-metafield): profile fields, addresses and metafields of the signed-in customer only. The
// staff preferred address is a metafield too, kept only when its rule allows (spec 000 §4).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.server';
import type { SessionUser } from './accounts.server';
import { defaultAddressZip, listAddresses } from './addresses.server';
import type { Address } from './address';
import {
  choosesDeliveryAddress,
  isPreferredAddressField,
  preferredAddressOf,
  preferredAddressProblem,
  type PreferredAddress,
} from './preferred-address';

export type Metafield = { id: string; namespace: string; key: string; type: string; value: string };
/** The profile fields are the session user's; `preferredAddress` is `clinic` (until chosen) or `home` for registered staff, else null. */
export type Customer = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing'> & {
  defaultAddress: Address | null;
  addresses: Address[];
  metafields: Metafield[];
  preferredAddress: PreferredAddress | null;
};

export type CustomerUserError = { field: string[]; message: string };

export async function getCustomer(db: Db, user: SessionUser): Promise<Customer> {
  const [profile, addresses, metafields] = await Promise.all([
    db
      .selectFrom('profiles')
      .select(['first_name', 'last_name', 'phone', 'accepts_marketing'])
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    listAddresses(db, user.id),
    db
      .selectFrom('metafields')
      .select(['id', 'namespace', 'key', 'type', 'value'])
      .where('user_id', '=', user.id)
      .orderBy('namespace')
      .orderBy('key')
      .execute(),
  ]);
  return {
    id: user.id,
    email: user.email,
    firstName: profile?.first_name ?? '',
    lastName: profile?.last_name ?? '',
    phone: profile?.phone ?? null,
    acceptsMarketing: profile?.accepts_marketing === 1,
    defaultAddress: addresses.find((a) => a.isDefault) ?? null,
    addresses,
    metafields,
    preferredAddress: preferredAddressOf(metafields.find(isPreferredAddressField)?.value, choosesDeliveryAddress(user)),
  };
}

export type MetafieldInput = {
  id?: string | undefined;
  namespace?: string | undefined;
  key?: string | undefined;
  type?: string | undefined;
  value: string;
};
export type CustomerUpdate = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | null | undefined;
  acceptsMarketing?: boolean | undefined;
  metafields?: MetafieldInput[] | undefined;
};

class Refused extends Error {
  constructor(readonly userError: CustomerUserError) {
    super(userError.message);
  }
}

/** One transaction: either every change is kept or, with a userError, none is. */
export async function updateCustomer(
  db: Db,
  user: SessionUser,
  input: CustomerUpdate,
  now = new Date(),
): Promise<{ customer: Customer | null; userErrors: CustomerUserError[] }> {
  const stamp = now.toISOString();
  const refused = await db
    .transaction()
    .execute(async (trx) => {
      const profile: Record<string, unknown> = {};
      if (input.firstName !== undefined) profile.first_name = input.firstName;
      if (input.lastName !== undefined) profile.last_name = input.lastName;
      if (input.phone !== undefined) profile.phone = input.phone;
      if (input.acceptsMarketing !== undefined) profile.accepts_marketing = input.acceptsMarketing ? 1 : 0;
      if (Object.keys(profile).length > 0)
        await trx
          .updateTable('profiles')
          .set({ ...profile, updated_at: stamp })
          .where('user_id', '=', user.id)
          .execute();
      for (const [index, field] of (input.metafields ?? []).entries()) {
        const existing = field.id
          ? await trx
              .selectFrom('metafields')
              .select(['namespace', 'key'])
              .where('id', '=', field.id)
              .where('user_id', '=', user.id)
              .executeTakeFirst()
          : undefined;
        if (field.id && !existing)
          throw new Refused({ field: ['metafields', String(index), 'id'], message: 'That metafield does not exist.' });
        const target =
          existing ?? (field.namespace && field.key ? { namespace: field.namespace, key: field.key } : undefined);
        if (target && isPreferredAddressField(target)) {
          const problem = preferredAddressProblem(field.value, {
            registeredStaff: choosesDeliveryAddress(user),
            hasDefaultAddress: (await defaultAddressZip(trx, user.id)) !== null,
          });
          if (problem) throw new Refused({ field: ['metafields', String(index), 'value'], message: problem });
        }
        if (field.id) {
          await trx
            .updateTable('metafields')
            .set({ value: field.value, updated_at: stamp })
            .where('id', '=', field.id)
            .where('user_id', '=', user.id)
            .execute();
        } else if (field.namespace && field.key) {
          await trx
            .insertInto('metafields')
            .values({
              id: randomUUID(),
              user_id: user.id,
              namespace: field.namespace,
              key: field.key,
              type: field.type ?? 'single_line_text_field',
              value: field.value,
              updated_at: stamp,
            })
            .onConflict((oc) =>
              oc.columns(['user_id', 'namespace', 'key']).doUpdateSet({ value: field.value, updated_at: stamp }),
            )
            .execute();
        } else {
          throw new Refused({
            field: ['metafields', String(index)],
            message: 'A new metafield needs a namespace and a key.',
          });
        }
      }
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.userError;
      throw error;
    });
  if (refused) return { customer: null, userErrors: [refused] };
  return { customer: await getCustomer(db, user), userErrors: [] };
}

export async function deleteCustomerMetafield(
  db: Db,
  userId: string,
  metafieldId: string,
): Promise<{ deletedId: string | null; userErrors: CustomerUserError[] }> {
  const result = await db
    .deleteFrom('metafields')
    .where('id', '=', metafieldId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0
    ? { deletedId: metafieldId, userErrors: [] }
    : { deletedId: null, userErrors: [{ field: ['metafieldId'], message: 'That metafield does not exist.' }] };
}
