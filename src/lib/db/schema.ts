// The tables, as Kysely sees them. Times are ISO-8601 text and flags are 0/1 integers, the same on both dialects.
export type SiteScope = 'ALL' | 'DTC' | 'HPSF';
export type ContentStatus = 'draft' | 'published' | 'archived';

export interface ContentEntryTable {
  id: string;
  type: string;
  key: string;
  site: SiteScope;
  status: ContentStatus;
  position: number;
  data: string;
  updated_at: string;
}

export interface RedirectTable {
  id: string;
  from_path: string;
  to_url: string;
  status_code: number;
  is_external: number;
  updated_at: string;
}

export interface ProductTable {
  id: string;
  handle: string;
  title: string;
  description: string;
  product_type: string;
  brand: string;
  sub_brand: string;
  food_form: string;
  pack_type: string;
  attributes: string;
  tags: string;
  image_id: string | null;
  position: number;
  created_at: string;
}

export interface VariantTable {
  id: string;
  product_id: string;
  sku: string;
  flavor: string;
  size: string;
  product_form: string;
  weight: number;
  weight_unit: string;
  price_cents: number;
  compare_at_cents: number | null;
  tags: string;
  stock: number;
  autoship: number;
  position: number;
}

export interface SellingPlanTable {
  id: string;
  name: string;
  frequency_days: number;
}

/** Images the shop draws or editors add, served at /cms/{id}; `body` is SVG text. */
export interface ImageTable {
  id: string;
  format: string;
  width: number;
  height: number;
  alt: string;
  body: string;
  updated_at: string;
}

export interface ZipRangeTable {
  id: string;
  destination: string;
  region: string;
  low: string;
  high: string;
}

export interface RegionalStockTable {
  sku: string;
  region: string;
  quantity: number;
}

export interface Database {
  zip_ranges: ZipRangeTable;
  regional_stock: RegionalStockTable;
  products: ProductTable;
  variants: VariantTable;
  selling_plans: SellingPlanTable;
  images: ImageTable;
  content_entries: ContentEntryTable;
  redirects: RedirectTable;
}
