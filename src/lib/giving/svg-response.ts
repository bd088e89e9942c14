// A drawn logo as an answer: SVG, cached for a day (a cause's name and category rarely change).
export const svgResponse = (svg: string): Response =>
  new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
