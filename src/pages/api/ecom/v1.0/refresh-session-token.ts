import { refreshSessionEndpoint } from '../../../../lib/account/refresh-endpoint.server';

export const { POST, ALL } = refreshSessionEndpoint();
