import { fetchAddressEndpoint } from '../../../lib/account/clinic-endpoints.server';

export const { POST, ALL } = fetchAddressEndpoint();
