// The words and the page size of the account pages (content type `account_pages_settings`), with the shop's own
// until an editor publishes theirs.
import type { ContentData } from './types';

export type AccountPagesSettings = ContentData<'account_pages_settings'>;

export const DEFAULT_ACCOUNT_PAGES: AccountPagesSettings = {
  dashboardIntro: 'Manage your orders, autoships and addresses in one place.',
  ordersPageSize: 10,
  autoshipHelp: 'Change how often a delivery comes and how many, skip one, or cancel at any time.',
  addressBookHelp: 'Your default address is used first at checkout.',
};
