// The categories the widget's charity search offers (spec 001 §3: categoryId 0 to 25), named as the giving service
// names them. Spec 001 §9's "Category filter in widget search: 3" is read as the search's starting category: 3,
// Animals, the natural first choice in a pet-food shop; the shopper may pick any other, or all of them.
import { CATEGORY_NAMES, WIDGET_SEARCH_CATEGORY } from './categories';

/** The category the widget's charity search starts on (spec 001 §9). */
export const DEFAULT_SEARCH_CATEGORY = WIDGET_SEARCH_CATEGORY;

/** The select's choices: the default category first, then all categories, then the rest by name. */
export function categoryChoices(): { id: number | null; label: string }[] {
  const rest = CATEGORY_NAMES.map((label, id) => ({ id, label }))
    .filter((c) => c.id !== DEFAULT_SEARCH_CATEGORY)
    .sort((a, b) => a.label.localeCompare(b.label));
  return [
    { id: DEFAULT_SEARCH_CATEGORY, label: CATEGORY_NAMES[DEFAULT_SEARCH_CATEGORY] },
    { id: null, label: 'All categories' },
    ...rest,
  ];
}
