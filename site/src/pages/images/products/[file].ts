import type { APIRoute } from 'astro';
import { notFound, svgResponse } from '../_svg.ts';

// The seed's product image paths (/images/products/{code}.svg) have no files: the shop shows the drawn
// pack shots instead (ADR 0032, contracts/pictures.ts productPicture); this neutral placeholder (stable
// colour per code, no text) only answers an address kept from before.
export const GET: APIRoute = ({ params }) => {
  const m = /^(\d{1,14})\.svg$/.exec(params.file ?? '');
  if (!m) return notFound();
  const code = m[1]!;
  const hue = Number(code) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="hsl(${hue} 45% 92%)"/>
<g fill="none" stroke="hsl(${hue} 40% 40%)" stroke-width="6" stroke-linejoin="round">
<path d="M60 80h80l-8 70H68z"/><path d="M80 80c0-18 8-28 20-28s20 10 20 28"/></g>
</svg>`;
  return svgResponse(svg);
};
