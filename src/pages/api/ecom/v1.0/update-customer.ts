import { updateCustomerEndpoint } from '../../../../lib/account/customer-endpoints.server';

export const { POST, ALL } = updateCustomerEndpoint();
