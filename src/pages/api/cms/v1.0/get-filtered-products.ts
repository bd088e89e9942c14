// get-filtered-products answers exactly as get-products (API.md "Products").
export { POST, ALL } from './get-products';
