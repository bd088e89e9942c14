// GIVING_STORE_ID: which giving store the shop's widget and checkout use. Unset, the demo store the seed writes.
// Checked when the server starts, like every other setting, so a mistyped id stops it with one clear line.
import { parseStoreId } from './ids';

/** The demo store of src/content/giving-store.json. */
export const DEMO_STORE_ID = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';

/** The store id a value of GIVING_STORE_ID names; unset or empty: the demo store; null when it is not a store id. */
export function storeIdSetting(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return DEMO_STORE_ID;
  return parseStoreId(raw);
}

/** One line per bad giving setting, for the server's start-up check. */
export function givingSettingsProblems(env: Record<string, string | undefined>): string[] {
  return storeIdSetting(env.GIVING_STORE_ID) === null
    ? [
        `GIVING_STORE_ID must be 32 hexadecimal digits; dashes, braces and spaces are ignored (got ${JSON.stringify(env.GIVING_STORE_ID)})`,
      ]
    : [];
}
