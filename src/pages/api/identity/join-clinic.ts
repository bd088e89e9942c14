import { joinClinicEndpoint } from '../../../lib/account/clinic-endpoints.server';

export const { POST, ALL } = joinClinicEndpoint();
