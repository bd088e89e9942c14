import { z } from 'zod/v4';
import { ZIP_FORMAT } from '../site/zip';

export const zipCodeSchema = z.string().regex(ZIP_FORMAT, 'must be a five-digit ZIP code');
export const destinationSchema = z.enum(['HOME', 'CLINIC']);
