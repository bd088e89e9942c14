// The categories the widget's charity search offers (spec 001 §3: categoryId 0 to 25), named as the giving service
// names them. Spec 001 §9's "Category filter in widget search: 3" is read as the search's starting category: 3,
// Animals, the natural first choice in a pet-food shop; the shopper may pick any other, or all of them.
export const SEARCH_CATEGORY_NAMES = [
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

/** The category the widget's charity search starts on (spec 001 §9). */
export const DEFAULT_SEARCH_CATEGORY = 3;

/** The select's choices: the default category first, then all categories, then the rest by name. */
export function categoryChoices(): { id: number | null; label: string }[] {
  const rest = SEARCH_CATEGORY_NAMES.map((label, id) => ({ id, label }))
    .filter((c) => c.id !== DEFAULT_SEARCH_CATEGORY)
    .sort((a, b) => a.label.localeCompare(b.label));
  return [
    { id: DEFAULT_SEARCH_CATEGORY, label: SEARCH_CATEGORY_NAMES[DEFAULT_SEARCH_CATEGORY] },
    { id: null, label: 'All categories' },
    ...rest,
  ];
}
