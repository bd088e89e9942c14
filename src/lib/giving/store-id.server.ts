// The giving store this deployment's widget and checkout use (DESIGN §6): GIVING_STORE_ID, else the demo store.
import { GIVING_STORE_ID } from 'astro:env/server';

export const DEMO_GIVING_STORE_ID = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';

export const givingStoreId = (): string => GIVING_STORE_ID ?? DEMO_GIVING_STORE_ID;
