// Cards and pages read the same fields, so the listing lookup answers as get-products-by-handles.
export { POST, ALL } from './get-products-by-handles';
