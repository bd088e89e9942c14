import { deleteMetafieldEndpoint } from '../../../../lib/account/customer-endpoints.server';

export const { POST, ALL } = deleteMetafieldEndpoint();
