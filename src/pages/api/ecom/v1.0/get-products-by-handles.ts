import { productsByHandlesEndpoint } from '../../../../lib/catalog/product-endpoints';

export const { POST, ALL } = productsByHandlesEndpoint();
