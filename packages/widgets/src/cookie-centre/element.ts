// <mercato-cookie-centre>: the cookie banner and centre as a custom element without the widget runtime
// (ADR 0048): launcher.ts decides at load and downloads the banner, or the centre, only when needed.
import { defineCookieCentre } from './launcher.ts';
import { props } from './meta.ts';

export const CookieCentreElement = defineCookieCentre({ name: 'cookie-centre', props });
