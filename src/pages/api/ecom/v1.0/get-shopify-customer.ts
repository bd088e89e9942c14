import { getCustomerEndpoint } from '../../../../lib/account/customer-endpoints.server';

export const { POST, ALL } = getCustomerEndpoint();
