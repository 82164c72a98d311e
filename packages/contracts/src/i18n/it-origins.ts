// The texts a trolley line needs to say its chosen origin (origins.ts lineOriginText): a module of their
// own, small, because the floating trolley shows them on every page; the origin dialog's texts travel
// with its lazy chunk (it-product-dialogs.ts, which re-exports these).
export const originTexts = {
  // chosen: meat's pair raised / slaughtered, as Italian labels write it
  originMeat: 'allevato in {raised}, macellato in {slaughtered}',
  // chosen: a trolley line's chosen origin; several accepted origins are joined by ' o '
  originOfLine: 'Origine: {origin}',
  originOr: ' o ',
} as const;
