import type { APIRoute } from 'astro';
import { svgResponse } from './_svg.ts';

// The healthcare badge of the pharmacy stores and of medicine pages (stores.healthcareBadgeUrl and the
// product detail's ministryLogo): a neutral 160×60 placeholder of the Ministry of Health's common logo
// for authorised online sellers (the real artwork is supplied by the Ministry and is not redistributed).
export const GET: APIRoute = () =>
  svgResponse(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60">
<rect x="1" y="1" width="158" height="58" rx="6" fill="#ffffff" stroke="#0b5394" stroke-width="2"/>
<rect x="10" y="10" width="40" height="40" rx="4" fill="#0b6b3a"/>
<path d="M25 16h10v9h9v10h-9v9H25v-9h-9V25h9z" fill="#ffffff"/>
<rect x="60" y="18" width="88" height="6" rx="3" fill="#0b5394"/>
<rect x="60" y="30" width="70" height="5" rx="2.5" fill="#4f5a54"/>
<rect x="60" y="40" width="78" height="5" rx="2.5" fill="#4f5a54"/>
</svg>`);
