import { searchClinicEndpoint } from '../../../lib/account/clinic-endpoints.server';

export const { POST, ALL } = searchClinicEndpoint();
