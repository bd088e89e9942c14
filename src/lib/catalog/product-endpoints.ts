// The product lookups by handle. The listing variants (get-listing-*) answer the same Product shape: cards and pages
// read the same fields, so one shape serves both.
import { z } from 'zod/v4';
import { getDb } from '../db/instance.server';
import { postEndpoint } from '../http/endpoint';
import { productByHandle, productsByHandles } from './catalogue.server';
import { toApiProduct } from './reshape';
import { handleSchema, handlesSchema } from './requests';

export const productByHandleEndpoint = () =>
  postEndpoint(z.object({ handle: handleSchema }), async ({ handle }, { locals }) => {
    const product = await productByHandle(await getDb(), locals.site, handle);
    return { product: product ? toApiProduct(product) : null };
  });

export const productsByHandlesEndpoint = () =>
  postEndpoint(z.object({ handles: handlesSchema }), async ({ handles }, { locals }) => ({
    products: (await productsByHandles(await getDb(), locals.site, handles)).map(toApiProduct),
  }));
