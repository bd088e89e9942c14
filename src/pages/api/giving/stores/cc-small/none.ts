// The store's configuration (spec 001 §3 "Giving store configuration").
import { z } from 'zod/v4';
import { givingGet } from '../../../../../lib/http/giving-endpoint.server';

export const { GET, ALL } = givingGet(z.object({}), (_query, { store }) => ({ ...store }));
