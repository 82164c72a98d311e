// The `shell` area of the Italian texts (spec shell: header, search box, delivery header, footer, store
// home), in its own module so that the header's search box, an island on every page, carries only these
// and not every area of it.ts (bundlers split by module: a chunk holding it.ts holds the texts of every
// island that imports it). Re-exported by it.ts.
import { clientErrors } from './it-client-errors.ts';

export const shell = {
  searchPlaceholder: 'Cerca prodotto',
  // chosen: header search suggestions (spec shell §2: from 3 characters)
  searchButton: 'Cerca',
  searchSuggestions: 'Suggerimenti di ricerca',
  suggestedProducts: 'Prodotti',
  suggestedCategories: 'Reparti',
  suggestionsFound: '{count} suggerimenti',
  noSuggestions: 'Nessun suggerimento',
  navigationDisabledTitle: clientErrors.defaultTitle,
  navigationDisabled: "L'accesso alle altre sezioni è disabilitato.",
  // chosen: order of words; the spec says 'Bentornato/Bentornata' by gender with forename
  welcomeMale: 'Bentornato {name}',
  // chosen: see welcomeMale
  welcomeFemale: 'Bentornata {name}',
  hello: 'Ciao, {name}',
  login: 'Accedi',
  logout: 'ESCI',
  lists: 'Liste',
  trolley: 'CARRELLO',
  deliveryHeader: {
    supermercato: 'Consegna Con {product} A Casa',
    drive: 'Ritiro Con Clicca E Vai',
    prenotazioni: 'Ritiro Con Prenota E Ritira',
  },
  serviceNames: {
    homeDelivery: '{product} a Casa',
    drive: 'Clicca e Vai',
    prenotazioni: 'Prenota e Ritira',
  },
  slotButtonBook: 'PRENOTA',
  // chosen: slot button when nothing is booked yet
  slotButtonFirstAvailable: 'Prima data disponibile: {date}',
  // chosen: slot button with the booked slot
  slotButtonBooked: '{date} {start}-{end}',
  // chosen: back action in the delivery header
  back: 'Indietro',
  codeCopied: 'Codice copiato',
  // chosen: copyright line of the footer
  copyright: '© {year} {company} - P.IVA {vat}',
  // chosen: footer cookie centre entry
  cookieCentreEntry: 'Preferenze cookie',
  // chosen: chatbot button label
  chatbot: 'Assistente virtuale',
  // chosen: store home (left menu, departments bar, banners, motivational strip) and landing pages
  home: 'Home',
  leftMenu: 'In evidenza',
  departments: 'Reparti',
  mainBanners: 'Promozioni in primo piano',
  bannerPosition: '{index} di {count}',
  moreBanners: 'Da non perdere',
  motivational: 'I nostri servizi',
} as const;
