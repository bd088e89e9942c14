import { createCustomerTokenEndpoint } from '../../../../lib/account/customer-endpoints.server';

export const { POST, ALL } = createCustomerTokenEndpoint();
