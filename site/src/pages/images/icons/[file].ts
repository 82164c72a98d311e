import type { APIRoute } from 'astro';
import { notFound, svgResponse } from '../_svg.ts';

// Pictograms of the motivational menu (/images/icons/{name}.svg): 48×48 line drawings in the brand
// green. Unknown names are 404.
const ICONS: Record<string, string> = {
  truck:
    '<path d="M4 12h24v20H4z"/><path d="M28 18h9l7 8v6H28z"/><circle cx="13" cy="35" r="4"/><circle cx="36" cy="35" r="4"/>',
  leaf: '<path d="M10 38C8 20 20 8 40 8c0 20-10 32-28 30z"/><path d="M10 38 28 20"/>',
  wallet: '<path d="M6 14h32a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H6z"/><path d="M6 14l26-6v6"/><path d="M32 24h10v8H32z"/>',
  clock: '<circle cx="24" cy="24" r="18"/><path d="M24 14v10l7 5"/>',
  cart: '<path d="M4 8h6l5 22h22l5-16H13"/><circle cx="18" cy="38" r="3"/><circle cx="34" cy="38" r="3"/>',
  heart: '<path d="M24 40S6 29 6 17a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 12-18 23-18 23z"/>',
};

export const GET: APIRoute = ({ params }) => {
  const m = /^([a-z-]{1,40})\.svg$/.exec(params.file ?? '');
  // Own names only: 'constructor.svg' (or 'to-string.svg') must not find Object.prototype's members.
  const body = m && Object.hasOwn(ICONS, m[1]!) ? ICONS[m[1]!] : undefined;
  if (!body) return notFound();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
<g fill="none" stroke="#0b6b3a" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${body}</g>
</svg>`;
  return svgResponse(svg);
};
