export { CookieCentre, type ConsentSaved, type CookieCentreProps } from './CookieCentre.tsx';
