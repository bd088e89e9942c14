import { z } from 'zod/v4';

export const zipCodeSchema = z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code');
export const destinationSchema = z.enum(['HOME', 'CLINIC']);
