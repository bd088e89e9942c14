// How a listing counts its products, on the page and on the filter drawer's button that applies the filters.

export const productCountLabel = (total: number): string => `${total} ${total === 1 ? 'product' : 'products'}`;

/** The filter drawer's apply button: what the ticked filters would show. */
export const showResultsLabel = (total: number): string =>
  total === 0 ? 'No products match' : `Show ${productCountLabel(total)}`;
