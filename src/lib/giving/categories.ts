// The 26 cause categories (categoryId 0 to 25, spec 001 §3), read as the 26 major groups of the NTEE code, A to Z,
// which `nteeMainCode` names. Spec 001 §9's "Category filter in widget search: 3" is read as the search's starting
// category: 3 is D, Animal-Related, the natural first choice in a pet-food shop; the shopper may pick any other or all.
export const CAUSE_CATEGORIES = [
  'Arts, Culture & Humanities',
  'Education',
  'Environment',
  'Animal-Related',
  'Health Care',
  'Mental Health & Crisis Intervention',
  'Diseases, Disorders & Medical Disciplines',
  'Medical Research',
  'Crime & Legal-Related',
  'Employment',
  'Food, Agriculture & Nutrition',
  'Housing & Shelter',
  'Public Safety, Disaster Preparedness & Relief',
  'Recreation & Sports',
  'Youth Development',
  'Human Services',
  'International, Foreign Affairs & National Security',
  'Civil Rights, Social Action & Advocacy',
  'Community Improvement & Capacity Building',
  'Philanthropy, Voluntarism & Grantmaking Foundations',
  'Science & Technology',
  'Social Science',
  'Public & Societal Benefit',
  'Religion-Related',
  'Mutual & Membership Benefit',
  'Unknown',
] as const;

/** The category the widget's charity search starts on (spec 001 §9). */
export const DEFAULT_SEARCH_CATEGORY = 3;

/** The select's choices: the default category first, then all categories, then the rest in order. */
export function categoryChoices(): { id: number | null; label: string }[] {
  const rest = CAUSE_CATEGORIES.map((label, id) => ({ id, label })).filter((c) => c.id !== DEFAULT_SEARCH_CATEGORY);
  return [
    { id: DEFAULT_SEARCH_CATEGORY, label: CAUSE_CATEGORIES[DEFAULT_SEARCH_CATEGORY] },
    { id: null, label: 'All categories' },
    ...rest,
  ];
}
