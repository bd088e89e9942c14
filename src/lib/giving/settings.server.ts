// The running server's giving store, read from GIVING_STORE_ID (checked at start by the server entry).
import { GIVING_STORE_ID } from 'astro:env/server';
import { DEMO_STORE_ID, storeIdSetting } from './settings';

/** The id of the giving store this deployment uses, lower case: GIVING_STORE_ID, or the demo store when unset. */
export const givingStoreId = (): string => storeIdSetting(GIVING_STORE_ID) ?? DEMO_STORE_ID;
