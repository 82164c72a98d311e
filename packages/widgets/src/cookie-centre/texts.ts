// The banner's words: the spec's ('Accetta tutti', 'Gestisci cookie', "Leggi l'informativa Cookie", …) and
// the chosen ones, from it-consent.ts alone (it.ts would bring every area's texts to the first paint).
export { consentBanner as texts, cookies as spec } from '@mercato/contracts/i18n/it-consent';
