// The columns of Shopify's product CSV that the store reads and writes (issue 39), in Shopify's order, and the
// store's own values in Shopify's metafield-column style, so an export keeps everything the import needs.

export const COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  vendor: 'Vendor',
  type: 'Type',
  tags: 'Tags',
  published: 'Published',
  option1Name: 'Option1 Name',
  option1Value: 'Option1 Value',
  option2Name: 'Option2 Name',
  option2Value: 'Option2 Value',
  option3Name: 'Option3 Name',
  option3Value: 'Option3 Value',
  sku: 'Variant SKU',
  grams: 'Variant Grams',
  inventoryQty: 'Variant Inventory Qty',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  requiresShipping: 'Variant Requires Shipping',
  taxable: 'Variant Taxable',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
  weightUnit: 'Variant Weight Unit',
  status: 'Status',
  badges: 'Variant Badges (variant.metafields.store.badges)',
  autoship: 'Autoship (variant.metafields.store.autoship)',
  packCount: 'Pack Count (variant.metafields.store.pack_count)',
} as const;

export type ColumnKey = keyof typeof COLUMNS;
export const HEADER: string[] = Object.values(COLUMNS);
/** Without these a file cannot be read at all. */
export const REQUIRED_COLUMNS: ColumnKey[] = ['handle', 'title', 'sku', 'price'];

/** The options a pet food varies by, as Shopify names them. */
export const OPTION_NAMES = { size: 'Size', flavor: 'Flavor', productForm: 'Product Form' } as const;
export const OPTION_SLOTS = [
  { name: 'option1Name', value: 'option1Value' },
  { name: 'option2Name', value: 'option2Value' },
  { name: 'option3Name', value: 'option3Value' },
] as const satisfies readonly { name: ColumnKey; value: ColumnKey }[];

/** Tags that carry the facets (`species::dog`), beside Shopify's `badge::…` tags (spec 000 §3). */
export const TAG_PREFIXES = {
  species: 'species',
  lifestage: 'lifestage',
  breedSize: 'breed-size',
  flavor: 'flavor',
  healthConditions: 'health',
  subBrand: 'sub-brand',
  packType: 'pack',
  sites: 'site',
} as const;

export const PRODUCT_TYPES = { dry: 'Dry Food', wet: 'Wet Food', treats: 'Treats' } as const;

export const GRAMS_PER = { lbs: 453.59237, oz: 28.349523125 } as const;
