// A cause category's image (categoryLogoUrl), 0 to 25; 404 for any other.
import type { APIRoute } from 'astro';
import { CATEGORY_COUNT } from '../../../lib/giving/categories';
import { drawCategoryLogo } from '../../../lib/giving/logo';
import { svgResponse } from '../../../lib/giving/svg-response';

export const GET: APIRoute = ({ params }) => {
  const id = /^\d{1,2}$/.test(params.id ?? '') ? Number(params.id) : -1;
  return id >= 0 && id < CATEGORY_COUNT
    ? svgResponse(drawCategoryLogo(id))
    : new Response('Not found', { status: 404 });
};
