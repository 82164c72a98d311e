import type { APIRoute } from 'astro';
import { hueOf, NAVIGATIONS_LONGEST_FIRST, notFound, STORE_COLOURS, svgResponse } from '../_svg.ts';

// Store banners (/images/banners/{verticalStore}-{slug}.svg, e.g. supermercato-natale.svg): a wide
// 1200×400 placeholder in the store's colours with a pattern stable per slug. No text: the pages show
// the banner's title and subtitle as text next to the (decorative) image.
export const GET: APIRoute = ({ params }) => {
  const m = /^([a-z0-9-]{1,80})\.svg$/.exec(params.file ?? '');
  if (!m) return notFound();
  const name = m[1]!;
  const nav = NAVIGATIONS_LONGEST_FIRST.find((n) => name.startsWith(`${n}-`) && name.length > n.length + 1);
  if (!nav) return notFound();
  const [strong, soft] = STORE_COLOURS[nav];
  const hue = hueOf(name.slice(nav.length + 1));
  const x = 700 + (hue % 7) * 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
<rect width="1200" height="400" fill="${soft}"/>
<circle cx="${x}" cy="200" r="260" fill="hsl(${hue} 55% 85%)"/>
<circle cx="${x + 260}" cy="80" r="120" fill="${strong}" fill-opacity="0.18"/>
<circle cx="${x - 180}" cy="360" r="90" fill="hsl(${hue} 50% 70%)" fill-opacity="0.5"/>
<g fill="none" stroke="${strong}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round" transform="translate(${x - 110} 90)">
<path d="M20 80h180l-20 150H40z"/><path d="M65 80c0-40 20-62 45-62s45 22 45 62"/></g>
<rect y="380" width="1200" height="20" fill="${strong}"/>
</svg>`;
  return svgResponse(svg);
};
