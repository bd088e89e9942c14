import { listingEndpoint } from '../../../../lib/catalog/listing-endpoint';

export const { POST, ALL } = listingEndpoint();
