// Shared by the placeholder image routes (the seed's banner, category, icon and badge images have no
// files): store colours, a stable hue per name, and the SVG response (cached like product images).

import { NAVIGATIONS, type Navigation } from '@mercato/contracts';

/** The navigations, longest name first: a file named 'pharma-drive-…' is pharma-drive's, not pharma's. */
export const NAVIGATIONS_LONGEST_FIRST: readonly Navigation[] = [...NAVIGATIONS].sort((a, b) => b.length - a.length);

/** Store colours: [strong, soft] (grocery green, pharmacy teal-blue; Clicca e Vai and Prenota e Ritira shades). */
export const STORE_COLOURS: Record<Navigation, [string, string]> = {
  supermercato: ['#0b6b3a', '#e6f2eb'],
  drive: ['#08502b', '#dcefe3'],
  prenotazioni: ['#0a5c32', '#eef5e6'],
  pharma: ['#0b5394', '#e8f1fb'],
  'pharma-drive': ['#0a4a7a', '#e1edf8'],
};

/** A hue in 0..359 stable for a text. */
export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function svgResponse(svg: string): Response {
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
}

export const notFound = () => new Response('Not found', { status: 404 });
