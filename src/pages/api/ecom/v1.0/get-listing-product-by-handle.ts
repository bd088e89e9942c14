import { productByHandleEndpoint } from '../../../../lib/catalog/product-endpoints';

export const { POST, ALL } = productByHandleEndpoint();
