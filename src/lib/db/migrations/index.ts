import type { Migration } from 'kysely';
import * as m0001 from './0001_content';
import * as m0002 from './0002_catalogue';
import * as m0003 from './0003_stock';
import * as m0004 from './0004_carts';
import * as m0005 from './0005_identity';
import * as m0006 from './0006_addresses';
import * as m0007 from './0007_clinics';
import * as m0008 from './0008_contact_messages';
import * as m0009 from './0009_orders_subscriptions';
import * as m0010 from './0010_outbox_delivery';
import * as m0011 from './0011_checkout';
import * as m0012 from './0012_order_program_discount';
import * as m0013 from './0013_clinic_access_codes';
import * as m0014 from './0014_confirmed_accounts';
import * as m0015 from './0015_cache_invalidations';
import * as m0016 from './0016_content_studio';
import * as m0017 from './0017_redirect_entries';
import * as m0018 from './0018_giving';
import * as m0019 from './0019_giving_owners';
import * as m0020 from './0020_rate_limits';
import * as m0021 from './0021_payment_method_wallet';
import * as m0022 from './0022_variant_pack_count';
import * as m0023 from './0023_back_office';
import * as m0024 from './0024_catalogue_import';
import * as m0025 from './0025_search';
import * as m0026 from './0026_lookup_indexes';
import * as m0027 from './0027_search_stats';
import * as m0028 from './0028_reviews';
import * as m0029 from './0029_pets';

// Versioned migrations, in order. A new one gets the next number and is never edited once it has landed.
export const migrations: Record<string, Migration> = {
  '0001_content': m0001,
  '0002_catalogue': m0002,
  '0003_stock': m0003,
  '0004_carts': m0004,
  '0005_identity': m0005,
  '0006_addresses': m0006,
  '0007_clinics': m0007,
  '0008_contact_messages': m0008,
  '0009_orders_subscriptions': m0009,
  '0010_outbox_delivery': m0010,
  '0011_checkout': m0011,
  '0012_order_program_discount': m0012,
  '0013_clinic_access_codes': m0013,
  '0014_confirmed_accounts': m0014,
  '0015_cache_invalidations': m0015,
  '0016_content_studio': m0016,
  '0017_redirect_entries': m0017,
  '0018_giving': m0018,
  '0019_giving_owners': m0019,
  '0020_rate_limits': m0020,
  '0021_payment_method_wallet': m0021,
  '0022_variant_pack_count': m0022,
  '0023_back_office': m0023,
  '0024_catalogue_import': m0024,
  '0025_search': m0025,
  '0026_lookup_indexes': m0026,
  '0027_search_stats': m0027,
  '0028_reviews': m0028,
  '0029_pets': m0029,
};
