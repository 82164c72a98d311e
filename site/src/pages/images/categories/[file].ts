import type { APIRoute } from 'astro';
import { hueOf, notFound, svgResponse } from '../_svg.ts';

// Category pictures of the menus (/images/categories/{slug}.svg): a 160×160 round placeholder with a
// shopping-bag pictogram, its colour stable per slug.
export const GET: APIRoute = ({ params }) => {
  const m = /^([a-z0-9][a-z0-9-]{0,79})\.svg$/.exec(params.file ?? '');
  if (!m) return notFound();
  const hue = hueOf(m[1]!);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
<circle cx="80" cy="80" r="80" fill="hsl(${hue} 50% 90%)"/>
<g fill="none" stroke="hsl(${hue} 45% 32%)" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">
<path d="M44 62h72l-7 58H51z"/><path d="M64 62c0-16 7-24 16-24s16 8 16 24"/></g>
</svg>`;
  return svgResponse(svg);
};
