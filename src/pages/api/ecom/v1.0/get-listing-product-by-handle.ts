// Cards and pages read the same fields, so the listing lookup answers as get-product-by-handle.
export { POST, ALL } from './get-product-by-handle';
