// The 26 cause categories (spec 001 §3: categoryId 0 to 25; §9: 26 category images). Category 3 is the one the
// widget's search filters on (spec 001 §9), so it is the shop's own: animals. Pure.

export const CATEGORY_NAMES = [
  'Arts & Culture',
  'Community Development',
  'Education',
  'Animals',
  'Environment',
  'Health',
  'Human Services',
  'International Aid',
  'Civil Rights',
  'Faith Communities',
  'Medical Research',
  'Youth Development',
  'Veterans',
  'Disaster Relief',
  'Food Security',
  'Housing',
  'Mental Health',
  'Wildlife Conservation',
  'Public Safety',
  'Sports & Recreation',
  'Employment',
  'Seniors',
  'Disability Services',
  'Philanthropy',
  'Science & Technology',
  'Women & Girls',
] as const;

export const CATEGORY_COUNT = CATEGORY_NAMES.length;

/** The category the widget's charity search is filtered to (spec 001 §9). */
export const WIDGET_SEARCH_CATEGORY = 3;

export const categoryName = (id: number): string => CATEGORY_NAMES[id] ?? 'Other';

/** Where a category's image is served (src/pages/giving/categories/[id].svg.ts). */
export const categoryLogoUrl = (id: number): string => `/giving/categories/${id}.svg`;

/** Where a cause's logo is served (src/pages/giving/logos/[id].svg.ts). */
export const causeLogoUrl = (id: string): string => `/giving/logos/${encodeURIComponent(id)}.svg`;
