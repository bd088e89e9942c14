// The demo accounts of a new database (README "Demo accounts"), all with the password Petfood-demo-1: a consumer
// with a year of orders and autoships, a registered staff member, a staff member not yet registered, and a content
// editor. Only with SEED=demo (the default), so a real shop never starts with known passwords.
import type { Db } from '../db/connect.server';
import type { Auth } from '../account/auth.server';
import { createProfile } from '../account/accounts.server';
import { clinicMetafields } from '../account/customer-fields';
import { setMetafield } from '../account/metafields.server';
import { seedDemoHistory } from './demo-history.server';
import type { AccountData, AccountKind } from '../account/rules';
import { DEMO_PASSWORD } from './demo-password';

type Demo = {
  email: string;
  firstName: string;
  lastName: string;
  kind: AccountKind;
  data: AccountData;
  history?: true;
};

export const DEMO_ACCOUNTS: Demo[] = [
  { email: 'shopper@example.com', firstName: 'Sam', lastName: 'Shopper', kind: 'consumer', data: {}, history: true },
  {
    email: 'staff@example.com',
    firstName: 'Casey',
    lastName: 'Clinic',
    kind: 'staff',
    data: {
      // A member of the first seeded clinic, Denver Animal Hospital (src/content/clinics.json).
      SAP_CustomerAccountGroup: 'ZVET',
      SF_PreferedShipTo: '0003000001',
      SF_StoreSoldTo: '0002000001',
      roleCode: 'VET_TECH',
      clinicAddress: {
        address1: '117 Main St',
        address2: 'Suite 10',
        city: 'Denver',
        zip: '80204',
        countryCode: 'US',
        provinceCode: 'CO',
        phone: '555-101-1007',
      },
    },
  },
  {
    email: 'newstaff@example.com',
    firstName: 'Noa',
    lastName: 'Newhire',
    kind: 'staff',
    data: { roleCode: 'STUDENT', graduationYear: '2027', currentSchoolName: 'Front Range Veterinary School' },
  },
  { email: 'editor@example.com', firstName: 'Eddie', lastName: 'Editor', kind: 'editor', data: {} },
  { email: 'operator@example.com', firstName: 'Olive', lastName: 'Operator', kind: 'operator', data: {} },
  { email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', kind: 'admin', data: {} },
];

export async function seedDemoAccounts(db: Db, auth: Auth, now = new Date()): Promise<number> {
  const existing = await db.selectFrom('profiles').select('user_id').limit(1).executeTakeFirst();
  if (existing) return 0;
  let made = 0;
  // Made as an operator would make them, already confirmed and without the mails a sign-up sends.
  const identity = await auth.$context;
  for (const demo of DEMO_ACCOUNTS) {
    try {
      if (await identity.internalAdapter.findUserByEmail(demo.email)) continue;
      const user = await identity.internalAdapter.createUser(
        {
          email: demo.email,
          name: `${demo.firstName} ${demo.lastName}`,
          emailVerified: true,
        },
        { method: 'email-password' },
      );
      await identity.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await identity.password.hash(DEMO_PASSWORD),
      });
      await createProfile(db, user.id, { ...demo, acceptsMarketing: false }, now);
      // A registered staff member has their clinic's metafields, as joining it gives them (spec 000 §3).
      const clinic = {
        shipTo: demo.data.SF_PreferedShipTo,
        soldTo: demo.data.SF_StoreSoldTo,
        zip: demo.data.clinicAddress?.zip,
      };
      for (const field of clinicMetafields(clinic)) await setMetafield(db, user.id, field, field.value, now);
      if (demo.history) await seedDemoHistory(db, user.id, demo.email, now);
      made++;
    } catch {
      // Another instance starting at the same time created it first.
    }
  }
  return made;
}
